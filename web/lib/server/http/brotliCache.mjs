// Brotli at its best quality for answers that repeat byte for byte: pages served from Next's
// cache and the build's static chunks, both of which carry an ETag. Quality 11 shrinks a step
// page's HTML from 14.6 to 13.3 kB (below a new connection's first congestion window on every
// page) and the React DOM chunk by ~10%, but costs ~100 ms of CPU: too slow per request, so the
// first answer of a URL and ETag goes out through the ordinary (quality 6, streaming) compression
// while libuv's thread pool compresses a copy at quality 11 for the requests after it.
// Plain JavaScript: server.mjs loads it before Next, without a TypeScript step.
import { brotliCompress, constants } from "node:zlib";

const COMPRESSIBLE = /^(text\/html|text\/css|application\/javascript|text\/javascript|text\/x-component)/;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * An LRU of compressed bodies, bounded in bytes. `key` is the path and the ETag (Next's ETag of a
 * page is a hash of its body): a new build or a revalidated page has a new ETag, so nothing stale
 * is ever served.
 */
export function createBrotliCache({ maxBytes = 64 * 1024 * 1024, quality = 11 } = {}) {
  const entries = new Map();
  const pending = new Set();
  let bytes = 0;

  function store(key, body) {
    if (body.length > maxBytes) return;
    entries.delete(key);
    entries.set(key, body);
    bytes += body.length;
    for (const [oldest, value] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= value.length;
    }
  }

  function get(key) {
    const body = entries.get(key);
    if (!body) return undefined;
    // Most recently used last.
    entries.delete(key);
    entries.set(key, body);
    return body;
  }

  function compressInBackground(key, raw) {
    if (pending.has(key) || entries.has(key)) return;
    pending.add(key);
    brotliCompress(
      raw,
      {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      },
      (error, body) => {
        pending.delete(key);
        if (!error) store(key, body);
      },
    );
  }

  return { get, compressInBackground, size: () => entries.size, whenIdle };

  /** Resolves once no compression is under way (for tests). */
  async function whenIdle() {
    while (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const acceptsBrotli = (req) => /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));

/**
 * Middleware in front of the handler and inside the streaming compression: a GET answered 200 with
 * an ETag and a compressible type is served from the cache when it holds that URL and ETag, and
 * otherwise passes through untouched while its body is copied for the cache.
 */
export function brotliCacheMiddleware(cache) {
  return function brotliCached(req, res, next) {
    if (req.method !== "GET" || !acceptsBrotli(req)) return next();
    // Read now: Next rewrites req.url to its internal route while it handles the request. The
    // host is not part of the key: a brand's page differs from another's in content, so in ETag.
    const url = req.url;
    const write = res.write;
    const end = res.end;
    let decided = false;
    let hit;
    let chunks = [];
    let length = 0;
    let key;

    const decide = () => {
      if (decided) return;
      decided = true;
      const etag = res.getHeader("etag");
      const type = String(res.getHeader("content-type") ?? "");
      const cacheable = res.statusCode === 200 && etag && !res.getHeader("content-encoding") && COMPRESSIBLE.test(type);
      if (!cacheable || res.headersSent) {
        chunks = null;
        return;
      }
      key = `${url}|${etag}`;
      hit = cache.get(key);
      if (hit) {
        // The streaming compression sees an encoded answer and leaves it alone.
        res.setHeader("Content-Encoding", "br");
        res.setHeader("Content-Length", String(hit.length));
        res.setHeader("Vary", "Accept-Encoding");
      }
    };
    const copy = (chunk, encoding) => {
      if (!chunks || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      length += buffer.length;
      if (length > MAX_BODY_BYTES) chunks = null;
      else chunks.push(buffer);
    };

    res.write = function cachedWrite(chunk, encoding, callback) {
      decide();
      if (hit) {
        if (typeof encoding === "function") encoding();
        else if (typeof callback === "function") callback();
        return true;
      }
      copy(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function cachedEnd(chunk, encoding, callback) {
      decide();
      if (hit) {
        const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
        return end.call(this, hit, done);
      }
      copy(chunk, encoding);
      if (chunks && key) cache.compressInBackground(key, Buffer.concat(chunks));
      return end.call(this, chunk, encoding, callback);
    };
    return next();
  };
}
