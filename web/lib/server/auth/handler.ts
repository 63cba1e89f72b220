import type { NextRequest } from "next/server";
import { backendConfig } from "@/lib/server/http/config";
import { failure } from "@/lib/server/http/responses";
import { requestIp } from "@/lib/server/http/route";
import { CLIENT_IP_HEADER, getAuth } from "./auth";

/**
 * better-auth's own sign-up takes any body: accounts are made only through our routes, which check
 * the lead, the role and spec 5's rules first (lib/server/auth/accounts.ts).
 */
const CLOSED_PATHS = new Set(["/sign-up/email", "/update-user", "/change-email", "/delete-user"]);

/** Auth bodies are a few fields; anything larger is refused before better-auth reads it. */
const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/** /api/auth/*: better-auth, behind our address, size and path checks. */
export async function handleAuth(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.pathname.replace(/^\/api\/auth/, "");
  if (CLOSED_PATHS.has(path)) return failure(404, "Not found.");
  if (Number(request.headers.get("content-length") ?? 0) > AUTH_BODY_LIMIT_BYTES) {
    return failure(413, "The request is too large.");
  }
  const headers = new Headers(request.headers);
  // The address better-auth counts sign-ins by: ours (server.mjs's chain), never a header the
  // visitor chose.
  headers.set(CLIENT_IP_HEADER, requestIp(request, backendConfig()) ?? "unknown");
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  if (body && body.byteLength > AUTH_BODY_LIMIT_BYTES) return failure(413, "The request is too large.");
  const auth = await getAuth();
  return auth.handler(new Request(request.url, { method: request.method, headers, body }));
}
