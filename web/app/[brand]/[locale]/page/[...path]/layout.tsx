import type { Metadata } from "next";
import { brandFromParams } from "@/lib/brand/context";
import { loadSitePage } from "@/lib/content/sitePage";
import { notFoundMetadata } from "@/lib/seo/notFoundMetadata";

export { ChromeLayout as default } from "@/blocks/siteChrome/ChromeLayout";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

/**
 * A missing page's title (issue 58 item 10). Next renders the segment's not-found file with the
 * metadata of the layouts above it, not the page's, so the 404 is titled here; a page that exists
 * gives its own (page.tsx).
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale } = await brandFromParams(params);
  const site = await loadSitePage(brand.slug ?? "", locale, `/${(await params).path.join("/")}`);
  return site ? {} : notFoundMetadata(brand, locale);
}
