import type { Metadata } from "next";
import type { Brand } from "@/lib/brand/context";
import { type Locale, localizedPath } from "@/lib/brand/locale";
import { OG_IMAGE_SIZE, ogImagePath } from "./ogImage";

/** The brand's page at `path` on its own domain, as a shared link or a search engine names it. */
export const canonicalUrl = (brand: Brand, locale: Locale, path: string): string | undefined =>
  brand.domain ? `https://${brand.domain}${localizedPath(locale, path)}` : undefined;

/**
 * A page's own metadata (issue 58 item 10): its title, description and canonical address, and the
 * Open Graph tags a shared link shows, the same (with og:url), beside the brand's picture. Next
 * replaces the layout's `openGraph` whole with a page's, so every field is given here.
 */
export function pageMetadata({
  brand,
  locale,
  path,
  title,
  description,
}: {
  brand: Brand;
  locale: Locale;
  /** The public path without its /es prefix; null for metadata of no one page (the layout's defaults, a 404). */
  path: string | null;
  title: string;
  description: string | null | undefined;
}): Metadata {
  const url = path === null ? undefined : canonicalUrl(brand, locale, path);
  return {
    title,
    description: description ?? undefined,
    alternates: url ? { canonical: url } : undefined,
    openGraph: {
      type: "website",
      siteName: brand.name ?? undefined,
      locale: locale === "es" ? "es_US" : "en_US",
      title,
      description: description ?? undefined,
      url,
      // On the brand's own domain, as a shared link is read from anywhere.
      images: [
        {
          url: `${brand.domain ? `https://${brand.domain}` : ""}${ogImagePath(locale)}`,
          ...OG_IMAGE_SIZE,
          alt: brand.name ?? "",
        },
      ],
    },
    twitter: { card: "summary_large_image", title, description: description ?? undefined },
  };
}

/** Portable text as content holds it: blocks of spans. */
type TextBlocks = readonly { _type?: string; children?: readonly { text?: string | null }[] | null }[] | null;

/**
 * A page's description when content gives none (legal pages): its first paragraph, cut at a word
 * under `max` characters, as search results show about that much.
 */
export function summaryOf(blocks: TextBlocks | undefined, max = 160): string | null {
  const first = (blocks ?? [])
    .filter((block) => block._type === "block")
    .map((block) =>
      (block.children ?? [])
        .map((span) => span.text ?? "")
        .join("")
        .trim(),
    )
    .find((text) => text.length > 0);
  if (!first) return null;
  if (first.length <= max) return first;
  return `${first.slice(0, first.lastIndexOf(" ", max - 1)).replace(/[\s,;:.]+$/, "")}…`;
}
