import { describe, expect, it } from "vitest";
import { outlineText, wordmarkFont } from "./outlineText";

/** The absolute points of relative path data (the commands outlineText writes: m l q c z). */
function points(d: string): [number, number][] {
  const out: [number, number][] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const [, command, args] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (command === "z") {
      x = startX;
      y = startY;
      continue;
    }
    const n = (args?.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const size = { m: 2, l: 2, q: 4, c: 6 }[command as "m" | "l" | "q" | "c"];
    expect(n.length, `${command}${args}`).toBe(size);
    for (let i = 0; i < size; i += 2) out.push([x + (n[i] ?? 0), y + (n[i + 1] ?? 0)]);
    x += n[size - 2] ?? 0;
    y += n[size - 1] ?? 0;
    if (command === "m") [startX, startY] = [x, y];
  }
  return out;
}

/** The font's own absolute outline points, in the same order. */
function fontPoints(text: string, x: number, y: number, size: number): [number, number][] {
  const out: [number, number][] = [];
  let at: [number, number] | undefined;
  for (const command of wordmarkFont.getPath(text, x, y, size).commands) {
    if (command.type === "Z") continue;
    if (command.type === "Q") out.push([command.x1, command.y1]);
    if (command.type === "C") out.push([command.x1, command.y1], [command.x2, command.y2]);
    // A line to where the pen already is draws nothing, and is left out of the path data.
    const to: [number, number] = [command.x, command.y];
    if (
      command.type === "L" &&
      at &&
      Math.round(at[0] * 10) === Math.round(to[0] * 10) &&
      Math.round(at[1] * 10) === Math.round(to[1] * 10)
    )
      continue;
    out.push(to);
    at = to;
  }
  return out;
}

describe("outlineText", () => {
  it("draws every point of the font's outline within a twentieth of a unit, with no drift along a long name", () => {
    const text = "Brightframe Windows & Doors";
    const drawn = points(outlineText(text, 50, 31, 17));
    const expected = fontPoints(text, 50, 31, 17);
    expect(drawn.length).toBe(expected.length);
    expect(drawn.length).toBeGreaterThan(300);
    drawn.forEach(([x, y], i) => {
      const [ex, ey] = expected[i] ?? [Number.NaN, Number.NaN];
      expect(Math.abs(x - ex), `point ${i}`).toBeLessThan(0.051);
      expect(Math.abs(y - ey), `point ${i}`).toBeLessThan(0.051);
    });
  });

  it("centres the text on x when anchored in the middle", () => {
    const xs = points(outlineText("SP", 32, 42, 26, "middle")).map(([x]) => x);
    const [left, right] = [Math.min(...xs), Math.max(...xs)];
    expect(right - left).toBeGreaterThan(20);
    expect(Math.abs((left + right) / 2 - 32)).toBeLessThan(1);
  });
});
