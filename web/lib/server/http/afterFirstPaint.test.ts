import { describe, expect, it } from "vitest";
import { afterPaintBody, afterPaintHead } from "./afterFirstPaint.mjs";

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const preload = (name: string) =>
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`;
const waiting =
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" media="not all" disabled="" data-after-paint=""/>';

describe("afterPaintHead", () => {
  const head = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${waiting}${preload("boot")}${chunk("a")}${chunk("b-1")}<script src="/_next/static/chunks/legacy.js" noModule=""></script></head>`;
  const out = afterPaintHead(head);

  it("puts the loader first in the head", () => {
    expect(out.startsWith('<!DOCTYPE html><html lang="en"><head><script>(function afterFirstPaint')).toBe(true);
  });

  it("writes the loader without its comments and indentation (every page carries it in its first round trip)", () => {
    const loader = out.slice(0, out.indexOf("</script>"));
    expect(loader).toContain("new PerformanceObserver(");
    expect(loader).not.toMatch(/^\s*\/\//m);
    expect(loader).not.toMatch(/\n\s/);
  });

  it("takes Next's chunk scripts and script preloads out, so the browser fetches none before the paint, and hands them to the loader", () => {
    expect(out).not.toContain(chunk("a"));
    expect(out).not.toContain(chunk("b-1"));
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain(
      '<script>__homefrontScripts(["/_next/static/chunks/a.js","/_next/static/chunks/b-1.js"])</script></head>',
    );
  });

  it("leaves everything else as it was: the waiting stylesheet, the legacy-browser script", () => {
    expect(out).toContain(`<meta charSet="utf-8"/>${waiting}<script src="/_next/static/chunks/legacy.js"`);
    expect(out).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
  });

  it("leaves a text without a head alone", () => {
    expect(afterPaintHead(`<div>${chunk("a")}</div>`)).toBe(`<div>${chunk("a")}</div>`);
  });
});

describe("afterPaintBody", () => {
  it("hands the body's bootstrap chunk to the loader, or runs it at once where there is none", () => {
    const body = Buffer.from(`<footer>Año</footer><script id="_R_">x</script>${chunk("boot")}<script>y</script>`);
    const out = afterPaintBody(body).toString("utf8");
    expect(out).not.toContain(chunk("boot"));
    expect(out).toContain("(window.__homefrontScripts||function(s){");
    expect(out).toContain('})(["/_next/static/chunks/boot.js"])</script><script>y</script>');
    expect(out.startsWith('<footer>Año</footer><script id="_R_">x</script>')).toBe(true);
  });

  it("keeps every byte of a chunk that ends inside a character", () => {
    const bytes = Buffer.from(`${chunk("boot")}á`);
    const cut = bytes.subarray(0, bytes.length - 1);
    const out = afterPaintBody(cut);
    expect(out.subarray(out.length - 1)).toEqual(bytes.subarray(bytes.length - 2, bytes.length - 1));
  });

  it("returns a chunk without Next's script as the same bytes", () => {
    const bytes = Buffer.from("<p>Ahorre más</p>");
    expect(afterPaintBody(bytes)).toBe(bytes);
  });
});
