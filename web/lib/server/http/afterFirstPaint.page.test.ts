// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPaintHead } from "./afterFirstPaint.mjs";

const MAIN = "/_next/static/chunks/main.js";

/**
 * Runs the head's inline scripts as the browser would (the loader afterPaintHead puts first, then
 * the chunk queue), on a page whose <html> has `htmlId`, in a browser that reports paint timing and
 * paints nothing (an empty body); returns the chunk scripts in the head once the document is parsed.
 */
async function scriptsOnceParsed(htmlId: string): Promise<string[]> {
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  document.documentElement.id = htmlId;
  const head = afterPaintHead(`<head><script src="${MAIN}" async=""></script></head>`);
  for (const [, code] of head.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function(code as string)();
  window.dispatchEvent(new Event("DOMContentLoaded"));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return [...document.head.querySelectorAll("script[src]")].map((script) => script.getAttribute("src") ?? "");
}

afterEach(() => {
  for (const script of document.head.querySelectorAll("script[src]")) script.remove();
  for (const element of document.head.querySelectorAll("style, link")) element.remove();
  vi.unstubAllGlobals();
});

describe("the after-paint loader in a page", () => {
  it("runs the scripts of Next's error shell (a 404's empty body) once the document is parsed", async () => {
    expect(await scriptsOnceParsed("__next_error__")).toEqual([MAIN]);
  });

  it("keeps a page's scripts waiting for its first paint", async () => {
    expect(await scriptsOnceParsed("")).toEqual([]);
  });
});

describe("the whole stylesheets after the paint", () => {
  it("are enabled last in the document's order, in their own order", async () => {
    // What inlineStylesheets.mjs writes for two stylesheets, then a style of the page's own after them.
    document.head.innerHTML = [
      '<style data-href="/a.css">.a{}</style>',
      '<link rel="stylesheet" href="/a.css" data-precedence="next" media="not all" disabled="" data-after-paint=""/>',
      '<style data-href="/b.css">.b{}</style>',
      '<link rel="stylesheet" href="/b.css" data-precedence="next" media="not all" disabled="" data-after-paint=""/>',
      "<style>.later{}</style>",
    ].join("");
    await scriptsOnceParsed("__next_error__");
    const order = [...document.head.querySelectorAll("style, link")].map((element) =>
      element instanceof HTMLLinkElement
        ? `${element.getAttribute("href")}${element.disabled ? " disabled" : ""}${element.hasAttribute("media") ? " media" : ""}`
        : `style ${element.textContent}`,
    );
    expect(order).toEqual(["style .a{}", "style .b{}", "style .later{}", "/a.css", "/b.css"]);
  });
});
