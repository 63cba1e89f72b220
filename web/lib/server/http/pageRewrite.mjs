// The HTML of a page, rewritten on its way out of server.mjs: the head is held until `</head>` and
// rewritten as a whole (it is small, and the stylesheets and scripts to change are all there); the
// body passes through as it comes. Plain JavaScript: server.mjs loads it before Next, without a
// TypeScript step.

const HEAD_END = "</head>";
const BODY_END = Buffer.from("</body>");
const MAX_HEAD_BYTES = 512 * 1024;
/**
 * How long a head is held for the rest of its body. A dynamic render (the slick landing reads its
 * query) flushes its head before its body although the whole page is ready a few milliseconds
 * later; given the whole page, the head gets only the CSS rules the page uses (criticalCss.mjs),
 * which kept the landing inside a phone's first round trip (issue 8). A page that is really
 * streaming (waiting for data) costs its visitor at most this much.
 */
export const BODY_WAIT_MS = 30;

/** A request for a page's HTML, not for its RSC payload (Next's client router sends one of these marks). */
export const isPageRequest = (req) => req.headers.rsc === undefined && !/[?&]_rsc=/.test(req.url ?? "");

const isDocumentRequest = (req) => req.method === "GET" && isPageRequest(req);

/**
 * Middleware right in front of Next: an HTML answer's head goes through `head(text, bodySoFar, res)`
 * once, whole, with the part of the body that came within BODY_WAIT_MS of it (all of it, for a page
 * that was ready by then);
 * every byte after the head goes through `body(bytes)`, chunk by chunk as it comes (a chunk may
 * end inside a character or a tag, so `body` works on bytes and leaves what it does not recognise).
 */
export function pageRewriteMiddleware({ head, body = (bytes) => bytes }) {
  return function rewritePage(req, res, next) {
    if (!isDocumentRequest(req)) return next();
    const write = res.write;
    const end = res.end;
    let holding;
    // Past the rewritten head: the rest of an HTML body goes through `body`.
    let released = false;
    let held = [];
    let heldBytes = 0;
    let bodyWait;

    const decide = () => {
      if (holding !== undefined) return;
      if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) holding = false;
      // A page whose scripts run by a nonce (the signed-in areas, proxy.ts) is served as Next wrote
      // it: the rewrite's inline loader has no nonce, and those pages are not the bench's.
      else if (String(res.getHeader("content-security-policy") ?? "").includes("'nonce-")) holding = false;
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
    /** The held bytes with the head rewritten; after this the body streams through as it comes. */
    const release = () => {
      clearTimeout(bodyWait);
      holding = false;
      released = true;
      const bytes = Buffer.concat(held);
      held = [];
      const at = bytes.indexOf(HEAD_END);
      if (at === -1) return bytes;
      const split = at + HEAD_END.length;
      const rest = bytes.subarray(split);
      return Buffer.concat([
        Buffer.from(head(bytes.subarray(0, split).toString("utf8"), rest.toString("utf8"), res), "utf8"),
        body(rest),
      ]);
    };

    res.write = function heldWrite(chunk, encoding, callback) {
      decide();
      if (!holding || chunk === undefined || chunk === null) {
        if (released && chunk !== undefined && chunk !== null)
          return write.call(this, body(asBuffer(chunk, encoding)), encoding, callback);
        return write.call(this, chunk, encoding, callback);
      }
      const buffer = asBuffer(chunk, encoding);
      held.push(buffer);
      heldBytes += buffer.length;
      const done = typeof encoding === "function" ? encoding : callback;
      // `</head>` and `</body>` may straddle two chunks: looked for in everything held.
      const all = Buffer.concat(held);
      const headDone = all.includes(HEAD_END);
      if (heldBytes >= MAX_HEAD_BYTES || (headDone && all.includes(BODY_END))) return write.call(this, release(), done);
      if (headDone && bodyWait === undefined) {
        bodyWait = setTimeout(() => {
          if (holding) write.call(res, release());
        }, BODY_WAIT_MS);
      }
      if (typeof done === "function") process.nextTick(done);
      return true;
    };
    res.end = function heldEnd(chunk, encoding, callback) {
      decide();
      if (!holding) {
        if (released && chunk !== undefined && chunk !== null && typeof chunk !== "function") {
          return end.call(this, body(asBuffer(chunk, encoding)), typeof encoding === "function" ? encoding : callback);
        }
        return end.call(this, chunk, encoding, callback);
      }
      const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") held.push(asBuffer(chunk, encoding));
      return end.call(this, release(), done);
    };
    return next();
  };
}
