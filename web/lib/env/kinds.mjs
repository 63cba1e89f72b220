// The kinds of value an environment variable holds. Each is a zod schema of the trimmed text
// (blank means unset: parse.mjs never hands one on) whose description says what it accepts, in
// words that finish "NAME must be …": the one message every failed check of the kind gives.
import { z } from "zod";

/** @param {string} accepts @returns {{ error: string }} */
const because = (accepts) => ({ error: accepts });

/** Any text. */
export const text = () => z.string().describe("text");

/**
 * @param {RegExp} pattern
 * @param {string} accepts
 */
export const matching = (pattern, accepts) => z.string().regex(pattern, because(accepts)).describe(accepts);

/**
 * A whole number from min to max, written in digits only ("1e1", "0x1" and "+1" are mistakes).
 * @param {number} min
 * @param {number} max
 */
export function whole(min, max) {
  const accepts = `a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,16}$/, because(accepts))
    .transform(Number)
    .refine((value) => value >= min && value <= max, because(accepts))
    .describe(accepts);
}

/**
 * One of the values, as written.
 * @template {string} V
 * @param {readonly [V, ...V[]]} values
 */
export const oneOf = (values) => {
  const accepts = `one of ${values.join(", ")}`;
  return z.enum(values, because(accepts)).describe(accepts);
};

/**
 * A switch written as one of two words: anything else is a mistake, not "off".
 * @param {string} on
 * @param {string} off
 */
export const flag = (on, off) =>
  z
    .enum([on, off], because(`${on} or ${off}`))
    .transform((value) => value === on)
    .describe(`${on} or ${off}`);

/**
 * An address of one of the schemes, e.g. url(["http", "https"]).
 * @param {readonly string[]} schemes
 */
export function url(schemes) {
  const accepts = `a URL (${schemes.map((scheme) => `${scheme}://…`).join(" or ")})`;
  const scheme = new RegExp(`^(${schemes.join("|")})://\\S+$`);
  return z.string().regex(scheme, because(accepts)).describe(accepts);
}

/** A scheme, host and port with no path, e.g. http://127.0.0.1:3199 (trailing slashes dropped). */
export function origin() {
  const accepts = "an origin such as http://127.0.0.1:3199, without a path";
  return z
    .string()
    .transform((value) => value.replace(/\/+$/, ""))
    .pipe(z.string().regex(/^https?:\/\/[^/\s]+$/, because(accepts)))
    .describe(accepts);
}

/** Comma-separated values, at least one. */
export function list() {
  const accepts = "a comma-separated list of at least one value";
  return z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine((items) => items.length > 0, because(accepts))
    .describe(accepts);
}

/** 32 bytes written as 64 hex digits or in base64: a key of AES-256. */
export function key32() {
  const accepts = "32 bytes, in base64 or hex";
  return z
    .string()
    .transform((value) => (/^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64")))
    .refine((key) => key.length === 32, because(accepts))
    .describe(accepts);
}
