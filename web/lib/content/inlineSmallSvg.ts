import { readFile } from "node:fs/promises";
import { join } from "node:path";

const LOCAL_SVG = /^\/content-assets\/([\w-]+\.svg)$/;
/** Larger pictures are cheaper as a cached file than as bytes in every page's HTML. */
export const INLINE_SVG_MAX_BYTES = 4096;

/** Where the embedded dataset's assets are served from (Next's public folder), from web/ or the repository root. */
const assetDirs = () => [
  join(/*turbopackIgnore: true*/ process.cwd(), "public", "content-assets"),
  join(/*turbopackIgnore: true*/ process.cwd(), "web", "public", "content-assets"),
];

/**
 * The `src` for a page's largest picture (the slick landing's, its LCP element): a small SVG of
 * the embedded dataset's assets comes as a data: URL inside the HTML, so it paints with the page
 * instead of one round trip later (issue 8). Anything else (the Content Lake's CDN, a bitmap, a
 * large or unreadable file) keeps its URL.
 */
export async function inlineSmallSvg(url: string | null): Promise<string | null> {
  const file = url?.match(LOCAL_SVG)?.[1];
  if (!url || !file) return url;
  // The landing renders per request: each shipped file is read once, not on every visit.
  let src = inlined.get(file);
  if (src === undefined) {
    src = (await readInline(file)) ?? url;
    inlined.set(file, src);
  }
  return src;
}

const inlined = new Map<string, string>();

async function readInline(file: string): Promise<string | null> {
  for (const dir of assetDirs()) {
    const bytes = await readFile(join(dir, file)).catch(() => null);
    if (!bytes) continue;
    if (bytes.length > INLINE_SVG_MAX_BYTES) return null;
    return `data:image/svg+xml;base64,${bytes.toString("base64")}`;
  }
  return null;
}
