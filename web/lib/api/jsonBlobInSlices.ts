import { yieldToBrowser } from "@/lib/tracking/afterInteractive";

/**
 * The longest one slice of serialising runs before the browser gets its turn. Encoding the slice's
 * text into its Blob comes on top, about as long again: at 8 ms, the slices of the consent batch
 * were 27-36 ms tasks at 4x CPU, close enough to 50 ms that a busy machine pushed them over
 * (issue 8). 4 ms keeps each under about 20 ms.
 */
const SLICE_MS = 4;

/**
 * The most text one Blob is made of. Encoding a string into a Blob costs about 0.2-0.4 ms a kB at
 * 4x CPU (a 45 kB slice, rrweb's copy of the whole stylesheet, took 20 ms on its own), so a slice
 * ends when this much text is waiting, and one long text is handed over in pieces, each in a task
 * of its own (issue 8).
 */
export const SLICE_CHARS = 16_384;

/** How many values are written between two looks at the clock. */
const STEPS_BETWEEN_CLOCK_READS = 64;

type Container = readonly unknown[] | Record<string, unknown>;
/** An array or object being written: its keys (null for an array) and the next entry's index. */
type Frame = { value: Container; keys: string[] | null; index: number; wrote: boolean };

/** What JSON.stringify writes for a value: its toJSON's answer, boxed primitives unboxed. */
function jsonValue(value: unknown, key: string): unknown {
  let resolved = value;
  if (
    typeof resolved === "object" &&
    resolved !== null &&
    typeof (resolved as { toJSON?: unknown }).toJSON === "function"
  )
    resolved = (resolved as { toJSON: (key: string) => unknown }).toJSON(key);
  if (resolved instanceof Number || resolved instanceof String || resolved instanceof Boolean)
    return resolved.valueOf();
  return resolved;
}

const isContainer = (value: unknown): value is Container => typeof value === "object" && value !== null;

/** No array or object inside: the native serialiser writes it whole, and fast. */
function isFlat(value: Container): boolean {
  for (const entry of Array.isArray(value) ? value : Object.values(value)) if (isContainer(entry)) return false;
  return true;
}

/**
 * `JSON.stringify(value)` as a Blob (application/json), written piece by piece, giving the browser
 * its turn whenever a slice has run SLICE_MS: a session recording's batch (rrweb's full snapshot of
 * the page is one deep object) serialised at once was one 80-145 ms task at 4x CPU on the results'
 * arrival (issue 8). It walks arrays and objects itself and leaves the flat ones (a text node, an
 * element's attributes) to the native serialiser. The text is encoded into Blobs of at most
 * SLICE_CHARS characters, each in a task of its own: a body given to `fetch` as one string is
 * encoded and copied in one task (80-123 ms at 4x CPU for a batch with the page's snapshot), a Blob
 * is handed to the network as it is.
 * The text is the same as `JSON.stringify` gives, a circular value throws the same TypeError, and
 * what serialises to nothing gives undefined.
 */
export function jsonBlobInSlices(root: Container, sliceMs?: number): Promise<Blob>;
export function jsonBlobInSlices(root: unknown, sliceMs?: number): Promise<Blob | undefined>;
export async function jsonBlobInSlices(root: unknown, sliceMs = SLICE_MS): Promise<Blob | undefined> {
  const parts: Blob[] = [];
  const wrote = await writeInSlices(root, sliceMs, (text) => parts.push(new Blob([text])));
  return wrote ? new Blob(parts, { type: "application/json" }) : undefined;
}

/**
 * Writes `root`'s JSON text, handing it to `take` in pieces of at most SLICE_CHARS characters,
 * the browser getting its turn whenever a slice has run `sliceMs` or a piece was taken; false when
 * the value serialises to nothing.
 */
async function writeInSlices(root: unknown, sliceMs: number, take: (text: string) => void): Promise<boolean> {
  const out: string[] = [];
  let waiting = 0;
  const push = (text: string) => {
    out.push(text);
    waiting += text.length;
  };
  const stack: Frame[] = [];
  /** Writes a value (after its key, if any); false when it serialises to nothing. */
  const write = (value: unknown, prefix: string): boolean => {
    if (isContainer(value) && !isFlat(value)) {
      if (stack.some((frame) => frame.value === value)) throw new TypeError("Converting circular structure to JSON");
      push(prefix);
      push(Array.isArray(value) ? "[" : "{");
      stack.push({ value, keys: Array.isArray(value) ? null : Object.keys(value), index: 0, wrote: false });
      return true;
    }
    const text = JSON.stringify(value);
    if (text === undefined) return false;
    push(prefix);
    push(text);
    return true;
  };
  /** Takes every whole piece of the waiting text, the browser getting its turn after each. */
  const takePieces = async () => {
    let text = out.join("");
    while (text.length >= SLICE_CHARS) {
      const end = pieceEnd(text);
      take(text.slice(0, end));
      text = text.slice(end);
      await yieldToBrowser();
    }
    out.length = 0;
    waiting = 0;
    push(text);
  };
  if (!write(jsonValue(root, ""), "")) return false;
  let sliceStart = performance.now();
  let steps = 0;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.keys === null) {
      const list = frame.value as readonly unknown[];
      if (frame.index >= list.length) {
        push("]");
        stack.pop();
      } else {
        const index = frame.index++;
        const prefix = index > 0 ? "," : "";
        if (!write(jsonValue(list[index], String(index)), prefix)) push(`${prefix}null`);
      }
    } else if (frame.index >= frame.keys.length) {
      push("}");
      stack.pop();
    } else {
      const key = frame.keys[frame.index++] as string;
      const value = jsonValue((frame.value as Record<string, unknown>)[key], key);
      if (write(value, `${frame.wrote ? "," : ""}${JSON.stringify(key)}:`)) frame.wrote = true;
    }
    const full = waiting >= SLICE_CHARS;
    if (full || (++steps % STEPS_BETWEEN_CLOCK_READS === 0 && performance.now() - sliceStart > sliceMs)) {
      await (full ? takePieces() : yieldToBrowser());
      sliceStart = performance.now();
    }
  }
  await takePieces();
  take(out.join(""));
  return true;
}

/**
 * Where the first piece of `text` ends: SLICE_CHARS characters in, or one fewer so that a
 * surrogate pair stays whole (each piece is encoded on its own, and half a pair would become two
 * replacement characters).
 */
function pieceEnd(text: string): number {
  const last = text.charCodeAt(SLICE_CHARS - 1);
  return last >= 0xd800 && last <= 0xdbff ? SLICE_CHARS - 1 : SLICE_CHARS;
}
