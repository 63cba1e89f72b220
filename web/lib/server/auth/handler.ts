import type { NextRequest } from "next/server";
import { database } from "@/lib/server/db";
import { backendConfig } from "@/lib/server/http/config";
import { DEFAULT_MAX_DEPTH, inspectInput } from "@/lib/server/http/inspectInput";
import { parseJsonObject } from "@/lib/server/http/readBody";
import { failure, HttpError, invalid, withRetryAfter } from "@/lib/server/http/responses";
import { limitWait, requestIp } from "@/lib/server/http/route";
import { CLIENT_IP_HEADER, getAuth, signInLimitPerMinute } from "./auth";

/**
 * Paths of better-auth that our site does not offer. Its own sign-up takes any body: accounts are
 * made only through our routes, which check the lead, the role and spec 5's rules first
 * (lib/server/auth/accounts.ts). Signing in is by username (the e-mail path would be a second door
 * to the same accounts), whether a username is taken is nobody's business before signing up,
 * and verification mail is sent by our sign-up alone.
 */
const CLOSED_PATHS = new Set([
  "/sign-up/email",
  "/sign-in/email",
  "/is-username-available",
  "/send-verification-email",
  "/update-user",
  "/change-email",
  "/delete-user",
]);

/** Auth bodies are a few fields; anything larger is refused before better-auth reads it. */
const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The body as better-auth will read it, walked as every other route's input is (NUL, lone
 * surrogates, reserved keys, depth): a NUL in a username reached Postgres and came back a 500.
 * Only JSON is taken, as our pages send it; a form-encoded or text body would also be a request
 * another site's page can make without asking.
 */
function bodyRefusal(request: Request, body: ArrayBuffer | undefined): Response | null {
  if (!body || body.byteLength === 0) return null;
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return failure(415, "Send the request as JSON.");
  }
  // A body that is not a JSON object is a 400 (parseJsonObject throws it).
  const problem = inspectInput(parseJsonObject(new TextDecoder().decode(body)), DEFAULT_MAX_DEPTH);
  return problem ? invalid({ [problem.path]: problem.message }, 400) : null;
}

/** /api/auth/*: better-auth, behind our address, size, input, path and sign-in checks. */
export async function handleAuth(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.pathname.replace(/^\/api\/auth/, "");
  if (CLOSED_PATHS.has(path)) return failure(404, "Not found.");
  if (Number(request.headers.get("content-length") ?? 0) > AUTH_BODY_LIMIT_BYTES) {
    return failure(413, "The request is too large.");
  }
  const config = backendConfig();
  const ip = requestIp(request, config);
  try {
    const query = inspectInput(Object.fromEntries(request.nextUrl.searchParams.entries()));
    if (query) return invalid({ [query.path]: query.message }, 400);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    if (body && body.byteLength > AUTH_BODY_LIMIT_BYTES) return failure(413, "The request is too large.");
    const refusal = bodyRefusal(request, body);
    if (refusal) return refusal;
    // One count of sign-in attempts per address, whichever sign-in path they take.
    if (path.startsWith("/sign-in/")) {
      const wait = await limitWait(`sign_in:${ip ?? "unknown"}`, signInLimitPerMinute(), () =>
        database().then((handle) => handle.db),
      );
      if (wait > 0) {
        return withRetryAfter(
          failure(429, "Too many sign-in attempts from this address; try again in a minute."),
          wait,
        );
      }
    }
    const headers = new Headers(request.headers);
    // The address better-auth keeps with a session and counts its own limits by: ours (server.mjs's
    // chain), never a header the visitor chose.
    headers.set(CLIENT_IP_HEADER, ip ?? "unknown");
    const auth = await getAuth();
    return await auth.handler(new Request(request.url, { method: request.method, headers, body }));
  } catch (error) {
    if (error instanceof HttpError) return error.toResponse();
    throw error;
  }
}
