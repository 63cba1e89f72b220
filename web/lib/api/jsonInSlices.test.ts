import { describe, expect, it, vi } from "vitest";
import { jsonInSlices } from "./jsonInSlices";

describe("jsonInSlices", () => {
  it("gives exactly the text JSON.stringify gives for the whole body", async () => {
    const events = [
      { type: 2, timestamp: 1, data: { node: { id: 1, childNodes: [{ id: 2, textContent: 'a "quoted" é' }] } } },
      { type: 3, timestamp: 2, data: { source: 0, adds: [], removes: [{ id: 2 }] } },
      undefined,
      () => 1,
      { type: 4, timestamp: 3, data: { href: "https://sunsaverprogram.com/savings", width: 412 } },
    ];
    const body = { token: "tok_0123456789abcdef", events };
    const text = await jsonInSlices({ token: body.token }, "events", events);
    expect(text).toBe(JSON.stringify(body));
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it("an empty list is an empty array", async () => {
    expect(await jsonInSlices({ token: "t" }, "events", [])).toBe('{"token":"t","events":[]}');
  });

  it("gives the browser its turn between slices, not between every item", async () => {
    // Each item takes 5 ms (of a clock the test moves) to serialise: two fit in a slice of 8 ms.
    let now = 0;
    const clock = vi.spyOn(performance, "now").mockImplementation(() => now);
    const yields = vi.spyOn(globalThis, "setTimeout");
    try {
      const slow = {
        toJSON: () => {
          now += 5;
          return "x";
        },
      };
      let settled = false;
      const done = jsonInSlices({ token: "t" }, "events", [slow, slow, slow, slow]).then((text) => {
        settled = true;
        return text;
      });
      await Promise.resolve();
      expect(settled).toBe(false); // waiting for its next slice
      expect(await done).toBe('{"token":"t","events":["x","x","x","x"]}');
      expect(yields).toHaveBeenCalledTimes(2); // after the 2nd and the 4th item
    } finally {
      clock.mockRestore();
      yields.mockRestore();
    }
  });
});
