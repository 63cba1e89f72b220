// Whether server.mjs's rewriting of a page head took what it is meant to take. The rewriting
// matches Next's markup exactly (inlineStylesheets.mjs, afterFirstPaint.mjs); a Next release that
// writes a tag differently, or an `assetPrefix` the patterns do not expect, used to leave the page
// as Next wrote it without a word (issue 59). This looks at the rewritten head, whatever the
// attribute order, for what should no longer be there.
// Plain JavaScript: server.mjs loads it before Next, without a TypeScript step.
import { QUEUE } from "./afterFirstPaint.mjs";

const TAGS = /<(link|script)\b[^>]*>/g;
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The parts of Next's markup left unrewritten in `head` (already rewritten), whatever origin its
 * files are served from:
 * - "stylesheet": a build stylesheet still linked and enabled (not inlined);
 * - "script": a chunk script still in the head (not handed to the after-paint loader);
 * - "head": no loader at all (the head itself was not found).
 */
export function unmatchedParts(head) {
  const parts = new Set();
  if (!head.includes(`(${JSON.stringify(QUEUE)})`)) parts.add("head");
  for (const [tag, name] of head.matchAll(TAGS)) {
    const address = attribute(tag, name === "link" ? "href" : "src") ?? "";
    // Any origin: a prefix the server was not told of is a mismatch too.
    if (!address.includes("/_next/static/")) continue;
    if (name === "link" && attribute(tag, "rel") === "stylesheet" && !/\sdisabled(=|\s|\/|>)/.test(tag)) {
      parts.add("stylesheet");
    }
    // A nomodule script (Next's polyfills) is left where it is: no current browser runs it.
    if (name === "script" && address.includes("/_next/static/chunks/") && !/\snomodule(=|\s|>)/i.test(tag)) {
      parts.add("script");
    }
  }
  return [...parts];
}
