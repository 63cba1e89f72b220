import { NextResponse } from "next/server";

/** Every error answer is JSON with a sentence and, for bad input, the fields and their messages. */
export const json = (body: unknown, status = 200) => NextResponse.json(body, { status });

export const invalid = (fields: Record<string, string>, status = 422) =>
  json({ error: "Some fields are not valid.", fields }, status);

export const failure = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  json({ error, ...extra }, status);

/** An answer to try again later (429, 503) says when, in whole seconds. */
export function withRetryAfter(response: Response, seconds: number): Response {
  response.headers.set("Retry-After", String(Math.max(1, Math.ceil(seconds))));
  return response;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds until the request may succeed (429 and 503): sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  toResponse() {
    const response = this.fields
      ? json({ error: this.message, fields: this.fields }, this.status)
      : failure(this.status, this.message);
    return this.retryAfterSeconds === undefined ? response : withRetryAfter(response, this.retryAfterSeconds);
  }
}
