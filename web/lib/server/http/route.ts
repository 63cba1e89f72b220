import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import type { AnySchema, InferType } from "yup";
import { ObjectSchema, ValidationError } from "yup";
import type { AnswerCheck } from "@/lib/leadFields/check";
import type { Answers } from "@/lib/leadFields/types";
import { type Database, database, usesPostgres } from "@/lib/server/db";
import { describeError, isDatabaseUnavailable } from "@/lib/server/db/errors";
import { clientIp } from "@/lib/server/insights/clientIp";
import { log, withRequestId } from "@/lib/server/log";
import { type BackendConfig, backendConfig } from "./config";
import { DEFAULT_MAX_DEPTH, inspectInput } from "./inspectInput";
import { rateLimitWait, sharedRateLimitWait } from "./rateLimit";
import { readJsonObject } from "./readBody";
import { failure, HttpError, invalid, withRetryAfter } from "./responses";
import { requireSameOrigin } from "./sameOrigin";
import { sameSecret } from "./sameSecret";

export type RequestContext = {
  request: NextRequest;
  config: BackendConfig;
  db: Database;
  ip: string | null;
  userAgent: string | null;
  /** The request's fields before yup cast them (numbers stay numbers), after `prepare`. */
  raw: Record<string, unknown>;
  /** The answers `checkAnswers` accepted, in their stored form ({} for a route without answers). */
  answers: Answers;
};

type Auth = "apiKey" | "apiKeyOnly" | "clientApp" | "referralsBearer" | "admin" | "none";

type RouteOptions<S extends AnySchema> = {
  /** Rate-limit bucket: each route counts on its own. */
  name: string;
  schema: S;
  auth: Auth;
  /** Larger limit for session-recording batches. */
  bodyLimit?: "default" | "recording";
  /** GET routes read the query string instead of a body. */
  source?: "body" | "query";
  /** Normalises raw input before validation (e.g. a phone typed without punctuation). */
  prepare?: (raw: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Takes the request's answers out of the body and checks them (update_customer: the split of
   * studio/updateCustomerRequest, then lib/leadFields/check.ts). Their problems join the schema's
   * in one 422.
   */
  checkAnswers?: (body: Record<string, unknown>) => Promise<AnswerCheck>;
  /**
   * Status of a validation failure: 422 for bodies (well-formed JSON, unacceptable fields); a
   * lookup whose only input is a malformed query parameter answers 400 (GET /api/zip_lookup).
   */
  invalidStatus?: 400 | 422;
};

/** Set by web/server.mjs on every request, with its process's secret (FORWARDED_SECRET_HEADER). */
export const FORWARDED_CHAIN_HEADER = "x-homefront-forwarded";
export const FORWARDED_SECRET_HEADER = "x-homefront-forwarded-secret";

/**
 * The visitor's address. Behind server.mjs (the request carries its per-process secret) it is
 * read from server.mjs's chain, which ends with the socket's peer. Without it (`next start`, a
 * platform's own server) any header may be the visitor's own: X-Forwarded-For counts only as far
 * as TRUSTED_PROXY_HOPS proxies appended to it (the last of them appended its own peer, so the
 * visitor is one entry further right than in server.mjs's chain); with no proxy trusted the
 * address is unknown (null), never a header. Production refuses to start in that case
 * (instrumentation.ts), so null only happens under `next dev`.
 */
export function requestIp(request: Request, config: BackendConfig): string | null {
  const headers = request.headers;
  if (sameSecret(headers.get(FORWARDED_SECRET_HEADER), config.forwardedSecret)) {
    return clientIp(headers.get(FORWARDED_CHAIN_HEADER), null, config.trustedProxyHops);
  }
  if (config.trustedProxyHops > 0) return clientIp(headers.get("x-forwarded-for"), null, config.trustedProxyHops - 1);
  return null;
}

function checkAuth(auth: Auth, input: Record<string, unknown>, request: Request, config: BackendConfig) {
  const fields: Record<string, string> = {};
  if (
    (auth === "apiKey" || auth === "apiKeyOnly") &&
    !(typeof input.api_key === "string" && config.apiKeys.has(input.api_key))
  ) {
    fields.api_key = input.api_key === undefined ? "api_key is required." : "Unknown api_key.";
  }
  if (
    (auth === "apiKey" || auth === "clientApp") &&
    !(typeof input.client_app === "string" && config.clientApps.has(input.client_app))
  ) {
    fields.client_app = input.client_app === undefined ? "client_app is required." : "Unknown client_app.";
  }
  if (Object.keys(fields).length > 0) throw new HttpError(401, "The request is not from a known client.", fields);
  const bearer = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
  if (auth === "referralsBearer" && !sameSecret(bearer, config.referralsBearerToken)) {
    throw new HttpError(401, "A valid bearer token is required.");
  }
  if (auth === "admin" && !sameSecret(bearer, config.adminToken)) {
    throw new HttpError(401, "A valid admin bearer token is required.");
  }
}

/**
 * Seconds to wait before this request may be served (0: now). On Postgres the count is shared by
 * every server; if the database cannot count, this process's own count decides (the request then
 * meets the database's unavailability further on anyway). The embedded database is one process:
 * its count stays in memory, and a refused request never opens the database.
 */
export async function limitWait(key: string, limitPerMinute: number, db: () => Promise<Database>): Promise<number> {
  if (limitPerMinute === 0) return 0;
  if (usesPostgres()) {
    try {
      return await sharedRateLimitWait(await db(), key, limitPerMinute);
    } catch {
      // counted locally below
    }
  }
  return rateLimitWait(key, limitPerMinute);
}

/** A database restart or failover takes seconds; the browser's save queue retries on its own. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Rrweb events nest as deep as the page's DOM (two JSON levels per element); nothing else of
 * ours comes near the default.
 */
const RECORDING_MAX_DEPTH = 400;

/**
 * The fields whose value broke a schema's own code rather than failing its rules: yup's string
 * transforms call `.trim()` on whatever arrives, so an array or object where text belongs throws a
 * TypeError instead of a ValidationError. Each field is validated alone to name the culprits.
 */
async function mistypedFields(schema: AnySchema, input: Record<string, unknown>): Promise<Record<string, string>> {
  if (!(schema instanceof ObjectSchema)) return {};
  const fields: Record<string, string> = {};
  for (const key of Object.keys(schema.fields)) {
    try {
      await schema.validateAt(key, input);
    } catch (error) {
      if (!(error instanceof ValidationError)) fields[key] = "This field has the wrong type.";
    }
  }
  return fields;
}

function fieldsOf(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const path = inner.path || "body";
    fields[path] ??= inner.message;
  }
  return fields;
}

/**
 * One shape for every backend route: a session's state changes only from the site's own pages,
 * rate limit, size limit, JSON parsing, client checks, yup
 * validation (the browser's own schemas) with the answers' check, then the handler. Bad input is a
 * 4xx JSON answer and reaches no database write; anything unexpected is logged and answered 500
 * without details.
 */
export function route<S extends AnySchema>(
  options: RouteOptions<S>,
  handler: (input: InferType<S>, context: RequestContext) => Promise<Response>,
) {
  const handle = async (request: NextRequest): Promise<Response> => {
    const config = backendConfig();
    const ip = requestIp(request, config);
    // Asked for once, by whichever needs it first: the shared rate limit or the handler.
    let opening: Promise<Database> | undefined;
    const db = () => {
      opening ??= database().then((handle) => handle.db);
      return opening;
    };
    try {
      requireSameOrigin(request);
      const wait = await limitWait(`${options.name}:${ip ?? "unknown"}`, config.rateLimitPerMinute, db);
      if (wait > 0)
        throw new HttpError(429, "Too many requests from this address; try again in a minute.", undefined, wait);
      const raw =
        options.source === "query"
          ? Object.fromEntries(request.nextUrl.searchParams.entries())
          : await readJsonObject(
              request,
              options.bodyLimit === "recording" ? config.recordingLimitBytes : config.bodyLimitBytes,
            );
      const problem = inspectInput(raw, options.bodyLimit === "recording" ? RECORDING_MAX_DEPTH : DEFAULT_MAX_DEPTH);
      if (problem) return invalid({ [problem.path]: problem.message }, options.invalidStatus);
      checkAuth(options.auth, raw, request, config);
      const prepared = options.prepare ? options.prepare(raw) : raw;
      const checked = options.checkAnswers ? await options.checkAnswers(prepared) : null;
      let input: InferType<S>;
      try {
        input = await options.schema.validate(prepared, {
          abortEarly: false,
          stripUnknown: false,
        });
      } catch (error) {
        if (error instanceof ValidationError) {
          return invalid({ ...checked?.problems, ...fieldsOf(error) }, options.invalidStatus);
        }
        const mistyped = await mistypedFields(options.schema, prepared);
        if (Object.keys(mistyped).length > 0)
          return invalid({ ...checked?.problems, ...mistyped }, options.invalidStatus);
        throw error;
      }
      if (checked && Object.keys(checked.problems).length > 0) return invalid(checked.problems, options.invalidStatus);
      return await handler(input, {
        request,
        config,
        db: await db(),
        ip,
        userAgent: request.headers.get("user-agent"),
        raw: prepared,
        answers: checked?.answers ?? {},
      });
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse();
      // The error's data (query parameters: names, phone, e-mail) stays out of the log.
      log.error({ route: options.name, error: describeError(error) }, "request failed");
      if (isDatabaseUnavailable(error)) {
        return withRetryAfter(
          failure(503, "The service is briefly unavailable; nothing was changed. Try again in a few seconds."),
          DATABASE_RETRY_AFTER_SECONDS,
        );
      }
      return failure(500, "The server could not complete the request; nothing was changed.");
    }
  };
  return (request: NextRequest) => withRequestId(requestIdOf(request), () => handle(request));
}

/** server.mjs gives every request an id (X-Request-Id); a handler called another way makes one. */
const requestIdOf = (request: Request) => request.headers.get("x-request-id") || randomUUID();
