/**
 * What no backend field may hold, whatever its type, found before any schema or database sees the
 * input: Postgres refuses NUL and lone surrogates in text (a 500 after validation passed), yup
 * looks fields up on plain objects (a key named after an Object.prototype member reaches its
 * internals), and every recursive consumer of a 12,000-deep JSON value overflows the stack.
 */
export type InputProblem = { path: string; message: string };

export const INPUT_MESSAGES = {
  nul: "Text may not contain the NUL character.",
  surrogate: "Text must be valid Unicode (it contains a lone surrogate).",
  reserved: "This field name is not accepted.",
  depth: (limit: number) => `Nested more than ${limit} levels deep.`,
} as const;

/** Nesting allowed by default: no request of spec 7 nests more than a few levels. */
export const DEFAULT_MAX_DEPTH = 16;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return INPUT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.surrogate;
  return null;
}

/** A path safe to echo back: NUL and surrogate halves become U+FFFD. */
const printable = (path: string) =>
  Array.from(path, (char) => (char === "\u0000" || /^[\uD800-\uDFFF]$/.test(char) ? "\uFFFD" : char)).join("");

const isReserved = (key: string) => key in Object.prototype || key === "__proto__";

/**
 * The first problem in `input` (a parsed JSON body or a query), with the path of the field that
 * holds it (`events[3].data.text`), or null. Walks without recursion, so depth cannot overflow it.
 */
export function inspectInput(input: unknown, maxDepth = DEFAULT_MAX_DEPTH): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: "", depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === "string") {
      const message = textProblem(value);
      if (message) return { path: path || "body", message };
      continue;
    }
    if (!value || typeof value !== "object") continue;
    if (depth >= maxDepth) return { path: path || "body", message: INPUT_MESSAGES.depth(maxDepth) };
    const entries: [string, unknown, string][] = Array.isArray(value)
      ? value.map((inner, index) => [String(index), inner, `${path}[${index}]`])
      : Object.entries(value).map(([key, inner]) => [key, inner, path ? `${path}.${key}` : key]);
    if (!Array.isArray(value)) {
      for (const [key, , here] of entries) {
        const keyMessage = isReserved(key) ? INPUT_MESSAGES.reserved : textProblem(key);
        if (keyMessage) return { path: printable(here), message: keyMessage };
      }
    }
    // Reversed onto the stack, so the first field's problem is the one reported.
    for (const [, inner, here] of entries.reverse()) stack.push({ value: inner, path: here, depth: depth + 1 });
  }
  return null;
}
