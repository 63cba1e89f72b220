import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { BODY_WAIT_MS, pageRewriteMiddleware } from "./pageRewrite.mjs";

// A stand-in that shows what the head rewrite was given: the head upper-cased, and the part of the
// body that came with it recorded.
let bodiesSoFar: string[] = [];
const rewrite = {
  head: (head: string, bodySoFar: string) => {
    bodiesSoFar.push(bodySoFar);
    return head.toUpperCase();
  },
};

let server: Server | undefined;
afterEach(() => {
  server?.close();
  bodiesSoFar = [];
});

/**
 * A server whose handler writes `chunks` one by one, behind the middleware: with the length
 * announced, or streamed as Next streams a dynamic render (headers flushed first, chunked).
 */
async function serve(type: string, chunks: Buffer[], streamed = false, pauseMs = 0) {
  const middleware = pageRewriteMiddleware(rewrite);
  server = createServer((req, res) =>
    middleware(req, res, async () => {
      res.setHeader("content-type", type);
      if (streamed) res.flushHeaders();
      else res.setHeader("content-length", String(chunks.reduce((sum, chunk) => sum + chunk.length, 0)));
      for (const chunk of chunks.slice(0, -1)) {
        res.write(chunk);
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      res.end(chunks.at(-1));
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ body: string; length: string | undefined }>((resolve, reject) => {
      get({ port, path, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part) => parts.push(part));
        res.on("end", () =>
          resolve({ body: Buffer.concat(parts).toString("utf8"), length: res.headers["content-length"] }),
        );
      }).on("error", reject);
    });
}

describe("pageRewriteMiddleware", () => {
  it("rewrites an HTML page's head whole even when </head> and a character straddle chunks", async () => {
    const html = Buffer.from("<html><head><title>más</title></head><body><h1>Ahorre más</h1></body></html>");
    const cut = html.indexOf("</head>") + 3;
    const accent = html.indexOf("á", cut) + 1;
    const fetchPage = await serve("text/html; charset=utf-8", [
      html.subarray(0, cut),
      html.subarray(cut, accent),
      html.subarray(accent),
    ]);
    const page = await fetchPage("/savings");
    // The head in one piece, given the whole body; the body's bytes untouched (the split character
    // intact).
    expect(page.body).toBe("<HTML><HEAD><TITLE>MÁS</TITLE></HEAD><body><h1>Ahorre más</h1></body></html>");
    expect(bodiesSoFar).toEqual(["<body><h1>Ahorre más</h1></body></html>"]);
    // The length Next announced no longer holds: the answer is chunked instead.
    expect(page.length).toBeUndefined();
  });

  it("rewrites a streamed page whose headers were flushed before its first byte", async () => {
    const fetchPage = await serve(
      "text/html; charset=utf-8",
      [Buffer.from("<head><title>a"), Buffer.from("</title></head>x"), Buffer.from("y")],
      true,
    );
    expect((await fetchPage("/go-solar-savings-slick")).body).toBe("<HEAD><TITLE>A</TITLE></HEAD>xy");
    expect(bodiesSoFar).toEqual(["xy"]);
  });

  it("gives the head the whole body when it follows within BODY_WAIT_MS, and streams a slower one", async () => {
    const chunks = ["<head>a</head><body>", "<p>b</p>", "</body></html>"].map((text) => Buffer.from(text));
    const soon = await serve("text/html", chunks, true, 1);
    expect((await soon("/landing")).body).toBe("<HEAD>A</HEAD><body><p>b</p></body></html>");
    expect(bodiesSoFar).toEqual(["<body><p>b</p></body></html>"]);
    server?.close();
    bodiesSoFar = [];
    // A body still waiting for data: the head goes out after BODY_WAIT_MS with what came so far.
    const slow = await serve("text/html", chunks, true, BODY_WAIT_MS * 3);
    expect((await slow("/landing")).body).toBe("<HEAD>A</HEAD><body><p>b</p></body></html>");
    expect(bodiesSoFar).toEqual(["<body>"]);
  });

  it("passes RSC payloads and other types through untouched", async () => {
    const text = '0:["$","head",null,{}]</head>x';
    const fetchRsc = await serve("text/x-component", [Buffer.from(text)]);
    expect((await fetchRsc("/savings?_rsc=1", { rsc: "1" })).body).toBe(text);
    const fetchJson = await serve("application/json", [Buffer.from('{"a":"</head>"}')]);
    expect((await fetchJson("/api/lead")).body).toBe('{"a":"</head>"}');
    expect(bodiesSoFar).toEqual([]);
  });
});
