import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { inlineStylesheets, inlineStylesheetsMiddleware } from "./inlineStylesheets.mjs";

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
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
        "<style data-href=\"/_next/static/chunks/b.css\">.x{content:'é'}</style>" +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled=""/></head>',
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
});

let server: Server | undefined;
afterEach(() => server?.close());

/**
 * A server whose handler writes `chunks` one by one, behind the middleware: with the length
 * announced, or streamed as Next streams a dynamic render (headers flushed first, chunked).
 */
async function serve(type: string, chunks: Buffer[], streamed = false) {
  const middleware = inlineStylesheetsMiddleware(readCss);
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.setHeader("content-type", type);
      if (streamed) res.flushHeaders();
      else res.setHeader("content-length", String(chunks.reduce((sum, chunk) => sum + chunk.length, 0)));
      for (const chunk of chunks.slice(0, -1)) res.write(chunk);
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

describe("inlineStylesheetsMiddleware", () => {
  it("rewrites an HTML page's head even when </head> and a character straddle chunks", async () => {
    const html = Buffer.from(`<html><head>${link("a")}</head><body><h1>Ahorre más</h1></body></html>`);
    const cut = html.indexOf("</head>") + 3;
    const accent = html.indexOf("á") + 1;
    const fetchPage = await serve("text/html; charset=utf-8", [
      html.subarray(0, cut),
      html.subarray(cut, accent),
      html.subarray(accent),
    ]);
    const page = await fetchPage("/savings");
    expect(page.body).toBe(
      `<html><head><style data-href="/_next/static/chunks/a.css">h1{color:red}</style>${link("a").replace("/>", ' disabled=""/>')}</head><body><h1>Ahorre más</h1></body></html>`,
    );
    // The length Next announced no longer holds: the answer is chunked instead.
    expect(page.length).toBeUndefined();
  });

  it("rewrites a streamed page whose headers were flushed before its first byte", async () => {
    const fetchPage = await serve(
      "text/html; charset=utf-8",
      [Buffer.from(`<head>${link("a")}`), Buffer.from("</head>x")],
      true,
    );
    expect((await fetchPage("/go-solar-savings-slick")).body).toBe(
      `<head><style data-href="/_next/static/chunks/a.css">h1{color:red}</style>${link("a").replace("/>", ' disabled=""/>')}</head>x`,
    );
  });

  it("passes RSC payloads and other types through untouched", async () => {
    const text = `0:["$","link",null,{"rel":"stylesheet"}]${link("a")}`;
    const fetchRsc = await serve("text/x-component", [Buffer.from(text)]);
    expect((await fetchRsc("/savings?_rsc=1", { rsc: "1" })).body).toBe(text);
  });
});
