import { describe, expect, it, vi } from "vitest";
import { jsonBlobInSlices, SLICE_CHARS } from "./jsonBlobInSlices";

/** The body's text, as the server reads it; undefined when there is no body. */
const textOf = async (value: unknown) => (await jsonBlobInSlices(value))?.text();

/** A page's snapshot as rrweb takes it: a deep tree of nodes, flat attributes and text at the leaves. */
function snapshotOf(depth: number, width: number, id = { next: 1 }): Record<string, unknown> {
  const node: Record<string, unknown> = {
    type: 2,
    tagName: "div",
    attributes: { class: `c${depth}`, "data-x": 'a "q" é' },
    id: id.next++,
  };
  node.childNodes =
    depth === 0
      ? [{ type: 3, textContent: `leaf ${id.next}\n`, id: id.next++ }]
      : Array.from({ length: width }, () => snapshotOf(depth - 1, width, id));
  return node;
}

describe("jsonBlobInSlices", () => {
  it("gives exactly the text JSON.stringify gives for a recording's batch", async () => {
    const events = [
      { type: 2, timestamp: 1, data: { node: snapshotOf(4, 3), initialOffset: { left: 0, top: 0 } } },
      { type: 3, timestamp: 2, data: { source: 0, adds: [], removes: [{ id: 2 }], skipped: undefined } },
      undefined,
      () => 1,
      {
        type: 4,
        timestamp: new Date(0),
        data: { href: "https://sunsaverprogram.com/savings", width: 412, nan: Number.NaN },
      },
      [[], {}, [null, [1, [2]]], { nested: { deeper: [{ s: new String("boxed") }] } }],
    ];
    const body = { token: "tok_0123456789abcdef", events };
    const blob = await jsonBlobInSlices(body);
    expect(blob.type).toBe("application/json");
    const text = await blob.text();
    expect(text).toBe(JSON.stringify(body));
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it("gives what JSON.stringify gives for values that are not containers, or serialise to nothing", async () => {
    for (const value of [null, 0, -1.5, true, "é\u2028", undefined, () => 1, { toJSON: () => undefined }, []])
      expect(await textOf(value)).toBe(JSON.stringify(value));
  });

  it("refuses a circular value, as JSON.stringify does", async () => {
    const node: Record<string, unknown> = { id: 1, childNodes: [] };
    (node.childNodes as unknown[]).push({ id: 2, parent: node });
    await expect(textOf({ events: [node] })).rejects.toThrow(TypeError);
  });

  it("gives the browser its turn inside one deep event, not only between events", async () => {
    // The clock moves 1 ms per look; a slice of 8 ms ends after a few looks (64 values each).
    let now = 0;
    const clock = vi.spyOn(performance, "now").mockImplementation(() => now++);
    const yields = vi.spyOn(globalThis, "setTimeout");
    try {
      const snapshot = snapshotOf(5, 4); // one event of ~1,400 nodes
      const body = { token: "t", events: [{ type: 2, data: { node: snapshot } }] };
      let settled = false;
      const done = jsonBlobInSlices(body).then((blob) => {
        settled = true;
        return blob.text();
      });
      await Promise.resolve();
      expect(settled).toBe(false); // waiting for its next slice
      expect(await done).toBe(JSON.stringify(body));
      expect(yields.mock.calls.length).toBeGreaterThan(3);
    } finally {
      clock.mockRestore();
      yields.mockRestore();
    }
  });

  it("encodes a long text in pieces, the browser getting its turn between two, and keeps every character whole", async () => {
    // rrweb's copy of a stylesheet is one string of tens of kB; emoji put surrogate pairs on every
    // possible piece boundary.
    const css = `${"a{color:red}".repeat(SLICE_CHARS / 6)}${"\u{1F600}é".repeat(SLICE_CHARS)}`;
    const body = { token: "t", events: [{ type: 2, data: { node: { type: 2, attributes: { _cssText: css } } } }] };
    const texts: string[] = [];
    vi.stubGlobal(
      "Blob",
      class extends Blob {
        constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
          super(parts, options);
          for (const part of parts ?? []) if (typeof part === "string") texts.push(part);
        }
      },
    );
    const yields = vi.spyOn(globalThis, "setTimeout");
    try {
      const blob = await jsonBlobInSlices(body);
      expect(await blob.text()).toBe(JSON.stringify(body));
      expect(texts.join("")).toBe(JSON.stringify(body));
      expect(Math.max(...texts.map((text) => text.length))).toBeLessThanOrEqual(SLICE_CHARS);
      expect(yields.mock.calls.length).toBeGreaterThanOrEqual(Math.floor(JSON.stringify(body).length / SLICE_CHARS));
    } finally {
      vi.unstubAllGlobals();
      yields.mockRestore();
    }
  });
});
