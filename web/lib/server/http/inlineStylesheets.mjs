// A page's stylesheets inlined into its HTML, once. Next's own `experimental.inlineCss` writes
// each stylesheet twice, as the <style> and again inside the page's RSC payload (vercel/next.js
// #95141), which put a step page's HTML over a phone's first round trip (issue 8). Here Next
// emits its ordinary <link rel="stylesheet">, and the head of each HTML answer gets the file's
// text as a <style>, with the link kept but `disabled`: the browser neither fetches nor applies a
// disabled stylesheet, while React, which looks for its stylesheets by <link href>, finds it on
// hydration and on every client navigation that needs the same file, so it never fetches it either.
// Plain JavaScript: server.mjs loads it before Next, without a TypeScript step.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { criticalCss, customPropertiesRead } from "./criticalCss.mjs";

// React's server output for a stylesheet resource (`precedence` set by Next); `assetPrefix`
// (next.config) stands before the path when static files come from another origin (a CDN).
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const stylesheetLink = (assetPrefix) =>
  new RegExp(
    `<link rel="stylesheet" href="(${escaped(assetPrefix)})(/_next/static/[\\w/.-]+?\\.css)" data-precedence="([\\w-]+)"/>`,
    "g",
  );

const MAX_CUTS = 500;
const readers = new Map();
const cuts = new Map();
const reads = new Map();

/** The custom properties a stylesheet's text reads, worked out once per text. */
function readsOf(css) {
  let read = reads.get(css);
  if (!read) {
    read = customPropertiesRead(css);
    reads.set(css, read);
  }
  return read;
}

/**
 * The part of `css` (the file at `href`) that `classes` use, keeping the custom properties the
 * page's `others` stylesheets read; kept for the next page with the same classes and files.
 */
function cutFor(href, css, classes, others) {
  const key = `${href}|${others.map(([other]) => other).join(" ")}|${[...classes].sort().join(" ")}`;
  let text = cuts.get(key);
  if (text === undefined) {
    let read = readers.get(css);
    if (!read) {
      read = criticalCss(css);
      readers.set(css, read);
    }
    text = read(classes, new Set(others.flatMap(([, text]) => [...readsOf(text)])));
    if (cuts.size >= MAX_CUTS) cuts.delete(cuts.keys().next().value);
    cuts.set(key, text);
  }
  return text;
}

/**
 * `head` with every Next stylesheet link replaced by the stylesheet's text and the link, disabled
 * and for no media (so that nothing fetches it before the paint).
 * `readCss(href)` gives the text, or null to leave that link as it is. Given the classes of the
 * whole page, only the rules they use are inlined (criticalCss.mjs) and the link is marked to be
 * enabled after the first paint (afterFirstPaint.mjs), which fetches the whole file then.
 */
export function inlineStylesheets(head, readCss, pageClasses = null, assetPrefix = "") {
  const link = stylesheetLink(assetPrefix);
  const sheets = [...head.matchAll(link)]
    .map(([, , path]) => [path, path.includes("..") ? null : readCss(path)])
    .filter(([, css]) => css !== null);
  return head.replace(link, (tag, prefix, path, precedence) => {
    if (path.includes("..")) return tag;
    // The file is read from the build by its path; the page keeps the whole address React knows it by.
    const href = `${prefix}${path}`;
    const css = readCss(path);
    if (css === null) return tag;
    const others = sheets.filter(([other]) => other !== path);
    const inlined = pageClasses ? cutFor(path, css, pageClasses, others) : css;
    // "</style" cannot occur in our CSS; escaped all the same, so no text can end the element early.
    const text = inlined.replace(/<\/style/gi, "<\\/style");
    const afterPaint = pageClasses ? ' data-after-paint=""' : "";
    // `media="not all"` because the browser's preload scanner ignores `disabled`: it fetched the
    // whole file at the highest priority while the page was still on its way to its first paint.
    return `<style data-href="${href}">${text}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" media="not all" disabled=""${afterPaint}/>`;
  });
}

/** The build's stylesheets by URL, read once from `<nextDir>/static`. */
export function buildStylesheets(nextDir) {
  const texts = new Map();
  return (href) => {
    if (!texts.has(href)) {
      try {
        texts.set(href, readFileSync(join(nextDir, href.slice("/_next/".length)), "utf8"));
      } catch {
        texts.set(href, null);
      }
    }
    return texts.get(href);
  };
}
