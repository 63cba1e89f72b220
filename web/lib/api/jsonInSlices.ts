import { yieldToBrowser } from "@/lib/tracking/afterInteractive";

/** The longest one slice of serialising runs before the browser gets its turn (8 ms is ~32 ms at 4x CPU). */
export const SLICE_MS = 8;

/**
 * `JSON.stringify({ ...head, [listKey]: items })`, built item by item, yielding to the browser
 * whenever a slice has run SLICE_MS: a session recording's batch (rrweb's full snapshot among it)
 * serialised at once was one 80-145 ms task at 4x CPU on the results' arrival (issue 8). The text
 * is the same as `JSON.stringify` gives; an item that serialises to nothing is `null`, as there.
 */
export async function jsonInSlices(
  head: Record<string, unknown>,
  listKey: string,
  items: readonly unknown[],
  sliceMs = SLICE_MS,
): Promise<string> {
  const parts: string[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    parts.push(JSON.stringify(item) ?? "null");
    if (performance.now() - sliceStart > sliceMs) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  }
  const headText = JSON.stringify({ ...head, [listKey]: [] });
  // The list goes where the empty one is: the head's text ends with `"<listKey>":[]}`.
  return `${headText.slice(0, -2)}${parts.join(",")}]}`;
}
