import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";
import { serverEnv } from "@/lib/env/parse.mjs";
import { LEAD_FIELDS } from "@/lib/leadFields/fields";

/**
 * The server's structured log (JSON lines, pino). Two guarantees:
 * - personal data never reaches it: any key that is a lead field with a PII class (the lead-field
 *   table decides, so a new contact field is covered the day it is added), the consent text (it
 *   holds the phone), and credentials are replaced by "[redacted]" wherever they appear, up to
 *   three levels deep;
 * - every line written while a backend request is handled carries that request's id (the
 *   X-Request-Id answer header), however deep in the code it is written.
 */
const piiFields = Object.entries(LEAD_FIELDS)
  .filter(([, field]) => field.pii !== "none")
  .map(([key]) => key);
export const REDACTED_KEYS = [
  ...piiFields,
  "tcpa_consent_text",
  "authorization",
  "cookie",
  "password",
  "newPassword",
  "currentPassword",
  "code",
  "api_key",
] as const;

const redactPaths = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as part of the request `requestId`: its log lines carry the id. */
export const withRequestId = <T>(requestId: string, work: () => T): T => requestScope.run({ requestId }, work);

/** A logger with the redaction and the request id; `destination` for tests (stdout otherwise). */
export function createLogger(destination?: DestinationStream): Logger {
  const options = {
    level: serverEnv().LOG_LEVEL,
    redact: { paths: redactPaths, censor: "[redacted]" },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { requestId: scope.requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const log = createLogger();
