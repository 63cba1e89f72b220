import type { Logger } from "better-auth";
import { describeError } from "@/lib/server/db/errors";
import { log } from "@/lib/server/log";

/**
 * better-auth's log lines, through our logger. Its messages can carry what a person typed
 * ("Sign-up attempt for existing email: <address>") and its errors the failed statement with its
 * parameters (name, e-mail, username): a line keeps the message's words before any colon and
 * each error's class, SQLSTATE and statement head (describeError), never the rest.
 */
export const authLogger: Logger = {
  level: "info",
  log(level, message, ...args) {
    const words = String(message).split(":")[0]?.trim() ?? "";
    const errors = args.filter((arg) => arg instanceof Error || (arg && typeof arg === "object" && "code" in arg));
    const fields = { source: "better-auth", ...(errors.length ? { error: errors.map(describeError).join("; ") } : {}) };
    log[level](fields, `[auth] ${words}`);
  },
};
