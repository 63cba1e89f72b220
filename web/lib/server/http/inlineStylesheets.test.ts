import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inlineStylesheets.mjs";

const sheets: Record<string, string> = {
  "/_next/static/chunks/a.css": "h1{color:red}",
  "/_next/static/chunks/b.css": ".x{content:'é'}",
};
const readCss = (href: string) => sheets[href] ?? null;
const link = (name: string) =>
  `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"/>`;

describe("inlineStylesheets", () => {
  it("puts each stylesheet's text in the head, once, and keeps its link disabled for React", () => {
    const head = `<head><meta charSet="utf-8"/>${link("a")}${link("b")}</head>`;
    expect(inlineStylesheets(head, readCss)).toBe(
      '<head><meta charSet="utf-8"/>' +
        '<style data-href="/_next/static/chunks/a.css">h1{color:red}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" media="not all" disabled=""/>' +
        "<style data-href=\"/_next/static/chunks/b.css\">.x{content:'é'}</style>" +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" media="not all" disabled=""/></head>',
    );
  });

  it("leaves alone a link whose file it cannot read, and any path that climbs out of static", () => {
    const head = `${link("missing")}<link rel="stylesheet" href="/_next/static/../secrets.css" data-precedence="next"/>`;
    expect(inlineStylesheets(head, () => "never")).toContain('<style data-href="/_next/static/chunks/missing.css">');
    expect(inlineStylesheets(head, () => "never")).toContain(
      '<link rel="stylesheet" href="/_next/static/../secrets.css" data-precedence="next"/>',
    );
    expect(inlineStylesheets(link("missing"), readCss)).toBe(link("missing"));
  });

  it("cannot be closed early by a stylesheet's text", () => {
    expect(inlineStylesheets(link("a"), () => "a::after{content:'</style><script>'}")).not.toContain(
      "</style><script>",
    );
  });

  it("given the page's classes, inlines only the rules they use and marks the link for after the paint", () => {
    const read = () => ".a{color:red}.b{color:blue}";
    const out = inlineStylesheets(link("a"), read, new Set(["a"]));
    expect(out).toBe(
      '<style data-href="/_next/static/chunks/a.css">.a{color:red}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" media="not all" disabled="" data-after-paint=""/>',
    );
  });

  it("keeps the tokens another of the page's stylesheets reads (a CSS module reading the brand's accent)", () => {
    const files: Record<string, string> = {
      "/_next/static/chunks/panda.css": ":root{--accent:gold;--unread:pink}.a{color:red}",
      "/_next/static/chunks/module.css": ".banner .call{background:var(--accent)}",
    };
    const out = inlineStylesheets(link("panda") + link("module"), (href) => files[href] ?? null, new Set(["a"]));
    expect(out).toContain(":root{--accent:gold}");
    expect(out).not.toContain("--unread");
  });
});
