/**
 * Database failures, told apart and described without their data. Drizzle's query errors carry
 * the statement's parameters (names, e-mail, phone), so the log gets the error's class, SQLSTATE
 * and the statement's first words only.
 */

/** SQLSTATE classes and socket codes meaning "the database is not there right now". */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-3])/;
const UNAVAILABLE_SOCKET = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|canceling statement due to statement timeout/i;

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; name?: unknown; query?: unknown };

function* chain(error: unknown): Generator<ErrorLike> {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === "object" && !seen.has(current); ) {
    seen.add(current);
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

/** True when the error (or its cause) says the database cannot be reached or is shutting down. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = typeof link.code === "string" ? link.code : "";
    if (UNAVAILABLE_SOCKET.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (typeof link.message === "string" && UNAVAILABLE_MESSAGE.test(link.message)) return true;
  }
  return false;
}

/** A log-safe description: error names, SQLSTATE codes and the statement's verb and table only. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (const link of chain(error)) {
    const name = typeof link.name === "string" ? link.name : "Error";
    const code = typeof link.code === "string" ? ` ${link.code}` : "";
    const query = typeof link.query === "string" ? ` (${statementHead(link.query)})` : "";
    const message = typeof link.message === "string" && !("query" in link) ? `: ${redactedMessage(link.message)}` : "";
    parts.push(`${name}${code}${query}${message}`);
  }
  return parts.join(" <- ") || String(typeof error);
}

/** "insert into \"customers\"" from a statement, nothing after its target. */
function statementHead(query: string): string {
  const match = /^\s*(select|insert into|update|delete from|with)\s+("?[\w.]+"?)?/i.exec(query);
  return match ? `${match[1]} ${match[2] ?? ""}`.trim() : "statement";
}

/** Messages of our own and of drivers, with anything after "params:" and quoted values cut. */
function redactedMessage(message: string): string {
  return message
    .replace(/params:[\s\S]*$/i, "params: [redacted]")
    .replace(/Failed query:[\s\S]*$/i, "Failed query [redacted]")
    .replace(/"[^"]*"|'[^']*'/g, "[value]")
    .slice(0, 300);
}
