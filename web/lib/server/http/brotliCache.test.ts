import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, constants } from "node:zlib";
import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";
import { brotliCacheMiddleware, createBrotliCache } from "./brotliCache.mjs";

const page = `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="c_${i % 7}">Step ${i}: do you own or rent your home?</p>`).join("")}</body></html>`;

type Reply = { status: number; encoding: string | undefined; length: number; body: string };

let server: Server | undefined;
afterEach(() => server?.close());

/** The site's chain: streaming compression (quality 6), then the cache, then a handler. */
async function serve(handler: (url: string, res: ServerResponse) => void) {
  const cache = createBrotliCache();
  // compression's types are Express's; it takes Node's request and response all the same (server.mjs).
  const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } } }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
  const cached = brotliCacheMiddleware(cache);
  server = createServer((req, res) => compress(req, res, () => cached(req, res, () => handler(req.url ?? "", res))));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, acceptEncoding = "gzip, deflate, br") =>
    new Promise<Reply>((resolve, reject) => {
      const req = request({ port, path, headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          resolve({
            status: res.statusCode ?? 0,
            encoding,
            length: raw.length,
            body: (encoding === "br" ? brotliDecompressSync(raw) : raw).toString("utf8"),
          });
        });
      });
      req.on("error", reject);
      req.end();
    });
  return { get, cache };
}

describe("brotliCacheMiddleware", () => {
  it("answers the first request as it streams, and the next ones smaller from the cache, byte for byte the same page", async () => {
    const { get, cache } = await serve((_url, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("ETag", '"build-1"');
      res.end(page);
    });
    const first = await get("/savings-mini/homeowner-renter");
    expect(first.encoding).toBe("br");
    expect(first.body).toBe(page);
    await cache.whenIdle();
    const second = await get("/savings-mini/homeowner-renter");
    expect(second.encoding).toBe("br");
    expect(second.body).toBe(page);
    expect(second.length).toBeLessThan(first.length);
    expect(cache.size()).toBe(1);
  });

  it("never serves a cached body for a new ETag (a new build or a revalidated page)", async () => {
    let version = 1;
    const { get, cache } = await serve((_url, res) => {
      res.setHeader("Content-Type", "text/html");
      res.setHeader("ETag", `"v${version}"`);
      res.end(`${page}<!-- v${version} -->`);
    });
    await get("/legal/terms");
    await cache.whenIdle();
    version = 2;
    expect((await get("/legal/terms")).body).toContain("<!-- v2 -->");
  });

  it("leaves alone what has no ETag, is not 200, is not text, or goes to a browser without brotli", async () => {
    const { get, cache } = await serve((url, res) => {
      if (url === "/api") {
        res.setHeader("Content-Type", "application/json");
        res.setHeader("ETag", '"json"');
        return res.end(JSON.stringify({ page }));
      }
      if (url === "/missing") {
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/html");
        res.setHeader("ETag", '"404"');
        return res.end(page);
      }
      res.setHeader("Content-Type", "text/html");
      if (url !== "/dynamic") res.setHeader("ETag", '"page"');
      res.write(page.slice(0, 1000));
      res.end(page.slice(1000));
    });
    for (const path of ["/api", "/missing", "/dynamic"]) await get(path);
    expect((await get("/page", "gzip")).encoding).toBe("gzip");
    await cache.whenIdle();
    expect(cache.size()).toBe(0);
    // A body written in pieces is cached whole.
    await get("/page");
    await cache.whenIdle();
    expect((await get("/page")).body).toBe(page);
    expect(cache.size()).toBe(1);
  });
});
