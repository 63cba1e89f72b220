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

// React's server output for a stylesheet resource (`precedence` set by Next).
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/[\w/.-]+?\.css)" data-precedence="([\w-]+)"\/>/g;
const HEAD_END = "</head>";
const MAX_HEAD_BYTES = 512 * 1024;

/**
 * `head` with every Next stylesheet link replaced by the stylesheet's text and the link, disabled.
 * `readCss(href)` gives the text, or null to leave that link as it is.
 */
export function inlineStylesheets(head, readCss) {
  return head.replace(STYLESHEET_LINK, (tag, href, precedence) => {
    if (href.includes("..")) return tag;
    const css = readCss(href);
    if (css === null) return tag;
    // "</style" cannot occur in our CSS; escaped all the same, so no text can end the element early.
    const text = css.replace(/<\/style/gi, "<\\/style");
    return `<style data-href="${href}">${text}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`;
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

/** A request for a page's HTML, not for its RSC payload (Next's client router sends one of these marks). */
export const isPageRequest = (req) => req.headers.rsc === undefined && !/[?&]_rsc=/.test(req.url ?? "");

const isDocumentRequest = (req) => req.method === "GET" && isPageRequest(req);

/**
 * Middleware right in front of Next: an HTML answer's head is held until `</head>`, rewritten by
 * `inlineStylesheets`, and the rest of the body passes through as it comes.
 */
export function inlineStylesheetsMiddleware(readCss) {
  return function inlineCss(req, res, next) {
    if (!isDocumentRequest(req)) return next();
    const write = res.write;
    const end = res.end;
    let holding;
    let held = [];
    let heldBytes = 0;

    const decide = () => {
      if (holding !== undefined) return;
      if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) holding = false;
      else if (!res.headersSent) {
        res.removeHeader("content-length");
        holding = true;
      } else {
        // A streamed render flushes its headers before the first byte (chunked, no length): its
        // body can still be rewritten. An answer that announced its length cannot.
        holding = res.getHeader("content-length") === undefined;
      }
    };
    const asBuffer = (chunk, encoding) =>
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
    /** The held bytes with the head rewritten; after this the answer streams untouched. */
    const release = () => {
      holding = false;
      const bytes = Buffer.concat(held);
      held = [];
      const at = bytes.indexOf(HEAD_END);
      if (at === -1) return bytes;
      const split = at + HEAD_END.length;
      const head = inlineStylesheets(bytes.subarray(0, split).toString("utf8"), readCss);
      return Buffer.concat([Buffer.from(head, "utf8"), bytes.subarray(split)]);
    };

    res.write = function heldWrite(chunk, encoding, callback) {
      decide();
      if (!holding || chunk === undefined || chunk === null) return write.call(this, chunk, encoding, callback);
      const buffer = asBuffer(chunk, encoding);
      held.push(buffer);
      heldBytes += buffer.length;
      const done = typeof encoding === "function" ? encoding : callback;
      // `</head>` may straddle two chunks: looked for in everything held.
      if (!Buffer.concat(held).includes(HEAD_END) && heldBytes < MAX_HEAD_BYTES) {
        if (typeof done === "function") process.nextTick(done);
        return true;
      }
      return write.call(this, release(), done);
    };
    res.end = function heldEnd(chunk, encoding, callback) {
      decide();
      if (!holding) return end.call(this, chunk, encoding, callback);
      const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") held.push(asBuffer(chunk, encoding));
      return end.call(this, release(), done);
    };
    return next();
  };
}
