// The rewriting of a page's head on its way out of server.mjs, in one place for the server and its
// contract test (tests/integration/pageRewrite.contract.test.ts): the stylesheets inlined
// (inlineStylesheets.mjs, cut to the page's classes when the whole page is at hand: criticalCss.mjs),
// the scripts handed to the after-paint loader (afterFirstPaint.mjs), then a check that Next's
// markup was all recognised (rewriteCheck.mjs), reported through `onMismatch`.
// Plain JavaScript: server.mjs loads it before Next, without a TypeScript step.
import { afterPaintHead } from "./afterFirstPaint.mjs";
import { htmlClasses } from "./criticalCss.mjs";
import { inlineStylesheets } from "./inlineStylesheets.mjs";
import { unmatchedParts } from "./rewriteCheck.mjs";

/** The build's `assetPrefix` (next.config), as the build wrote it: "" when static files are the site's own. */
export function buildAssetPrefix(requiredServerFiles) {
  const prefix = requiredServerFiles?.config?.assetPrefix;
  return typeof prefix === "string" ? prefix.replace(/\/+$/, "") : "";
}

/**
 * `(head, bodySoFar, page) => rewritten head`. `onMismatch(parts, page)` is called for a page whose
 * head kept Next markup that the rewriting did not recognise (the page still works, only slower).
 */
export function createHeadRewriter({ readCss, assetPrefix = "", onMismatch = () => {} }) {
  return (head, bodySoFar, page) => {
    const classes = bodySoFar.includes("</body>") ? htmlClasses(head + bodySoFar) : null;
    const rewritten = afterPaintHead(inlineStylesheets(head, readCss, classes, assetPrefix), assetPrefix);
    const unmatched = unmatchedParts(rewritten);
    if (unmatched.length > 0) onMismatch(unmatched, page);
    return rewritten;
  };
}
