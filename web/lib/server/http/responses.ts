import { NextResponse } from "next/server";

/** Every error answer is JSON with a sentence and, for bad input, the fields and their messages. */
export const json = (body: unknown, status = 200) => NextResponse.json(body, { status });

export const invalid = (fields: Record<string, string>, status = 422) =>
  json({ error: "Some fields are not valid.", fields }, status);

export const failure = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  json({ error, ...extra }, status);

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  toResponse() {
    return this.fields
      ? json({ error: this.message, fields: this.fields }, this.status)
      : failure(this.status, this.message);
  }
}
