import { describe, expect, it } from "vitest";
import { stylesheetsAfterPaint } from "./stylesheetsAfterPaint.mjs";

const waiting =
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled="" data-after-paint=""/>';

describe("stylesheetsAfterPaint", () => {
  it("puts the loader first in a head whose stylesheet waits for the paint, and leaves the rest alone", () => {
    const head = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${waiting}</head>`;
    const out = stylesheetsAfterPaint(head);
    expect(out.startsWith('<!DOCTYPE html><html lang="en"><head><script>(function enableAfterFirstPaint')).toBe(true);
    expect(out.endsWith(`<meta charSet="utf-8"/>${waiting}</head>`)).toBe(true);
  });

  it("adds nothing to a head whose stylesheets are inlined whole", () => {
    const head =
      '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/></head>';
    expect(stylesheetsAfterPaint(head)).toBe(head);
  });
});
