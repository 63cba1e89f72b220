import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildStylesheets } from "@/lib/server/http/inlineStylesheets.mjs";
import { createHeadRewriter } from "@/lib/server/http/pageHead.mjs";
import { webDir } from "./support/serverProcess";

/**
 * The contract between Next's markup and server.mjs's rewriting (issue 59 item 7), on the real
 * build's output: every page Next prerendered, its head rewritten as server.mjs rewrites it.
 * A Next release that writes its stylesheet links or chunk scripts another way fails this test
 * instead of silently serving slower pages.
 */
const nextDir = join(webDir, ".next");
const appDir = join(nextDir, "server", "app");
const pages = (readdirSync(appDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".html"))
  .map((file) => ({ file, html: readFileSync(join(appDir, file), "utf8") }));
const readCss = buildStylesheets(nextDir);

const split = (html: string) => {
  const end = html.indexOf("</head>") + "</head>".length;
  return { head: html.slice(0, end), body: html.slice(end) };
};

const count = (text: string, part: string) => text.split(part).length - 1;
/** The build stylesheets Next linked in the page's head. */
const stylesheets = (html: string) =>
  count(html.slice(0, html.indexOf("</head>")), '<link rel="stylesheet" href="/_next/static/');

function rewrite(html: string, assetPrefix = "") {
  const mismatches: string[] = [];
  const { head, body } = split(html);
  const rewritten = createHeadRewriter({ readCss, assetPrefix, onMismatch: (parts) => mismatches.push(...parts) })(
    head,
    body,
    "/",
  );
  return { rewritten, mismatches };
}

/** What Next writes with `assetPrefix` set: every static file's address on that origin. */
const withAssetPrefix = (html: string, prefix: string) =>
  html.replace(/(href|src)="\/_next\/static\//g, `$1="${prefix}/_next/static/`);

describe("server.mjs's rewriting on the build's pages", () => {
  it("recognises Next's stylesheets and scripts on every prerendered page", () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const { file, html } of pages) {
      const { rewritten, mismatches } = rewrite(html);
      expect(mismatches, file).toEqual([]);
      // Every stylesheet Next linked is inlined, and no chunk script is left to run before the paint.
      expect(count(rewritten, '<style data-href="/_next/static/'), file).toBe(stylesheets(html));
      expect(rewritten, file).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    }
  });

  it("honours assetPrefix: the files are read from the build, the page keeps their CDN addresses", () => {
    const prefix = "https://static.example-cdn.com";
    for (const { file, html } of pages.filter((page) => stylesheets(page.html) > 0).slice(0, 40)) {
      const { rewritten, mismatches } = rewrite(withAssetPrefix(html, prefix), prefix);
      expect(mismatches, file).toEqual([]);
      expect(count(rewritten, `<style data-href="${prefix}/_next/static/`), file).toBe(stylesheets(html));
      // The chunk scripts, handed to the after-paint loader with their CDN addresses.
      expect(rewritten, file).toContain(`"${prefix}/_next/static/chunks/`);
    }
  });

  it("reports a page whose markup it does not recognise", () => {
    const html = pages.find((page) => stylesheets(page.html) > 0)?.html ?? "";
    // A Next release that puts href before rel, and writes async before src.
    const reordered = html
      .replace(/<link rel="stylesheet" href="([^"]+)"/g, '<link href="$1" rel="stylesheet"')
      .replace(/<script src="([^"]+)" async="">/g, '<script async="" src="$1">');
    expect(rewrite(reordered).mismatches.sort()).toEqual(["script", "stylesheet"]);
    // A prefix the build has but the server was not told of.
    expect(rewrite(withAssetPrefix(html, "https://cdn.example.com")).mismatches.sort()).toEqual([
      "script",
      "stylesheet",
    ]);
  });
});
