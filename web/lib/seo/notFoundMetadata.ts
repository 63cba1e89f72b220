import type { Metadata } from "next";
import type { Brand } from "@/lib/brand/context";
import type { Locale } from "@/lib/brand/locale";
import { loadWords } from "@/lib/content/loaders";
import { pageMetadata } from "./pageMetadata";

/**
 * A missing page's metadata (issue 58 item 10): titled as missing in the visitor's language, with
 * no address of its own, and not indexed. Next gives a not-found file the metadata of the layouts
 * above it only, so the content pages' layout returns this for a path with no page (any path that
 * is no flow step or landing comes there).
 */
export async function notFoundMetadata(brand: Brand, locale: Locale): Promise<Metadata> {
  const words = await loadWords("siteWords", brand.slug ?? "", locale, ["notFoundTitle", "notFoundText"]);
  return {
    ...pageMetadata({
      brand,
      locale,
      path: null,
      title: `${words.notFoundTitle} | ${brand.name}`,
      description: words.notFoundText,
    }),
    robots: { index: false, follow: true },
  };
}
