import { apiBaseUrl } from "./base";

/**
 * The two generic helpers of spec 7 and the page context every tracking call carries. Failures
 * are `ApiError`s carrying the status and parsed body, so callers that must tell a refused
 * request from a lost one (the save queue, phone verification) can, while the message stays the
 * spec's text.
 */

/** What the get and post helpers give back when an OK answer is not JSON (spec 7). */
export type EmptyAnswer = Record<string, never>;

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status of the answer. */
    readonly status: number,
    /** The answer's parsed JSON (the backend sends `{ error, fields? }`), or its text. */
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type Query = Record<string, string | undefined>;

export type RawAnswer = { ok: boolean; status: number; parsed: boolean; body: unknown };

export function apiUrl(path: string, query?: Query): string {
  const url = `${apiBaseUrl()}${path.startsWith("/") ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** One request, any answer: only a network failure rejects. */
export async function request(
  method: "GET" | "POST",
  path: string,
  options: {
    query?: Query;
    body?: unknown;
    /** The body already serialised (a Blob from jsonBlobInSlices); used instead of `body`. */
    json?: string | Blob;
    headers?: Record<string, string>;
    keepalive?: boolean;
  } = {},
): Promise<RawAnswer> {
  const json = options.json ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(apiUrl(path, options.query), {
    method,
    headers: {
      Accept: "application/json",
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      ...options.headers,
    },
    body: json,
    keepalive: options.keepalive,
  });
  const text = await response.text();
  try {
    return { ok: response.ok, status: response.status, parsed: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: response.ok, status: response.status, parsed: false, body: text };
  }
}

/** The body of an OK answer; `{}` (logged) when it is not JSON (spec 7). */
export function okBody<T>(answer: RawAnswer, path: string): T | EmptyAnswer {
  if (answer.parsed) return answer.body as T;
  console.error(`[api] ${path}: the answer is not JSON`, answer.body);
  return {};
}

/** Spec 7/8: any non-OK answer throws "POST request failed!". */
export async function postJson<T>(
  path: string,
  body: unknown,
  options: { headers?: Record<string, string>; keepalive?: boolean; json?: string | Blob } = {},
): Promise<T | EmptyAnswer> {
  const answer = await request("POST", path, { body, ...options });
  if (!answer.ok) throw new ApiError("POST request failed!", answer.status, answer.body);
  return okBody<T>(answer, path);
}

/**
 * Spec 7: an answer that cannot be parsed gives `{}` (logged). A non-OK answer throws (the spec
 * leaves it open): the backend's error JSON must never be mistaken for data, e.g. copied into
 * the form as a lead's answers.
 */
export async function getJson<T>(path: string, query?: Query): Promise<T | EmptyAnswer> {
  const answer = await request("GET", path, { query });
  if (!answer.ok) throw new ApiError("GET request failed!", answer.status, answer.body);
  return okBody<T>(answer, path);
}

export type PageContext = { domain: string; href: string; path: string; origin: string; referrer: string };

/**
 * Spec 7's page context. Cut to the backend's limits (253 for the domain, 2048 otherwise): a
 * landing URL with a very long query must not get every call refused.
 */
export function pageContext(): PageContext {
  if (typeof window === "undefined") return { domain: "", href: "", path: "", origin: "", referrer: "" };
  const { hostname, href, pathname, origin } = window.location;
  return {
    domain: hostname.slice(0, 253),
    href: href.slice(0, 2048),
    path: pathname.slice(0, 2048),
    origin: origin.slice(0, 2048),
    referrer: document.referrer.slice(0, 2048),
  };
}
