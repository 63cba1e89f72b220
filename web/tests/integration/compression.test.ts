import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

type Raw = { status: number; encoding: string | undefined; vary: string; body: string };

/** GET as a browser would, with its Accept-Encoding; the body decoded by the encoding answered. */
function getEncoded(path: string, acceptEncoding: string | null): Promise<Raw> {
  const url = new URL(path, baseUrl);
  const headers: Record<string, string> = { host: "sunsaverprogram.com" };
  if (acceptEncoding !== null) headers["accept-encoding"] = acceptEncoding;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode ?? 0,
            encoding,
            vary: String(res.headers.vary ?? ""),
            body: body.toString("utf8"),
          });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("compressed answers (issue 8: a step page's first load in fewer round trips)", () => {
  it("answers a page in brotli to a browser that takes it, gzip to one that takes only gzip, plain otherwise", async () => {
    const heading = "Do you own or rent your home?";
    const br = await getEncoded("/savings-mini/homeowner-renter", "gzip, deflate, br, zstd");
    expect(br.encoding).toBe("br");
    expect(br.vary.toLowerCase()).toContain("accept-encoding");
    expect(br.body).toContain(heading);
    const gzip = await getEncoded("/savings-mini/homeowner-renter", "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gzip.body).toBe(br.body);
    const plain = await getEncoded("/savings-mini/homeowner-renter", null);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body).toBe(br.body);
  });

  it("compresses backend answers too, and they read back as the same JSON", async () => {
    const br = await getEncoded("/api/zip_lookup?zip=85004", "br");
    const plain = await getEncoded("/api/zip_lookup?zip=85004", null);
    expect(br.encoding).toBe("br");
    expect(JSON.parse(br.body)).toEqual(JSON.parse(plain.body));
    expect(JSON.parse(plain.body)).toMatchObject({ state: "AZ" });
  });
});

describe("stylesheets inlined once (issue 8: one round trip for a step page's HTML)", () => {
  // A cached step page, and the slick landing: a streamed render whose headers go out first.
  it.each([
    ["/savings-mini/homeowner-renter", "Do you own or rent your home?"],
    ["/go-solar-savings-slick", "Check my savings"],
  ])("puts each stylesheet of %s in the head as text, once, with its link disabled", async (path, text) => {
    const page = await getEncoded(path, "br");
    const head = page.body.slice(0, page.body.indexOf("</head>"));
    const links = [...page.body.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)];
    expect(links.length).toBeGreaterThan(0);
    for (const [tag, href] of links) {
      // React finds its stylesheet by this link; the browser neither fetches nor applies it (the
      // preload scanner ignores `disabled`, not a media that matches nothing).
      expect(tag).toContain('media="not all" disabled=""');
      expect(head).toContain(`<style data-href="${href}">`);
    }
    // The reset layer (Panda's preflight) appears once in the whole answer: the RSC payload
    // carries no second copy of the stylesheet.
    expect(page.body.split("@layer reset{").length - 1).toBe(1);
    expect(page.body).toContain(text);
  });
});

describe("scripts after the first paint (issue 8: nothing is fetched or run before the question paints)", () => {
  it.each(["/savings-mini/homeowner-renter", "/go-solar-savings-slick"])(
    "%s names its chunks only to the loader, which comes first in the head",
    async (path) => {
      const page = await getEncoded(path, "br");
      // No tag the browser would fetch on its own while it lays out the page.
      expect(page.body).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
      expect(page.body).not.toMatch(/<link rel="preload" as="script"/);
      expect(page.body).toMatch(/^<!DOCTYPE html><html[^>]*><head><script>\(function afterFirstPaint/);
      const queued = [...page.body.matchAll(/\(\["(\/_next\/static\/chunks\/[^\]]+)"\]\)<\/script>/g)];
      // The head's chunks and the body's bootstrap chunk, each a file the server has.
      expect(queued.length).toBe(2);
      const srcs = queued.flatMap(([, list]) => (list ?? "").split('","'));
      expect(srcs.length).toBeGreaterThan(2);
      for (const src of srcs) expect((await getEncoded(src, "identity")).status).toBe(200);
    },
  );
});

describe("a ready page's stylesheets cut to the rules it uses (issue 8: one round trip)", () => {
  it("inlines part of each file, the page's own rules among them, and has the whole file enabled after the paint", async () => {
    const page = await getEncoded("/savings-mini/homeowner-renter", "br");
    // The loader that enables the whole files comes first in the head.
    expect(page.body).toMatch(/^<!DOCTYPE html><html[^>]*><head><script>\(function afterFirstPaint/);
    const styles = [...page.body.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)];
    expect(styles.length).toBeGreaterThan(0);
    let cut = 0;
    for (const [, href, text] of styles) {
      const file = await getEncoded(href ?? "", "identity");
      if ((text ?? "").length < file.body.length) cut += 1;
      expect(page.body).toContain(
        `<link rel="stylesheet" href="${href}" data-precedence="next" media="not all" disabled="" data-after-paint=""/>`,
      );
    }
    expect(cut).toBeGreaterThan(0);
    // The question heading's own utilities are among the inlined rules.
    const heading = page.body.match(/<h1 id="step-heading" class="([^"]+)"/)?.[1]?.split(" ") ?? [];
    expect(heading).toContain("fw_bold");
    expect(styles.map(([, , text]) => text).join("")).toContain(".fw_bold{");
  });
});
