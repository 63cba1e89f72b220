import type { Metadata } from "next";
import { draftMode } from "next/headers";
import type { CSSProperties, ReactNode } from "react";
import { PreviewTools } from "@/blocks/preview/PreviewTools";
import { ThirdPartyScripts } from "@/blocks/tracking/ThirdPartyScripts";
import { brandFromParams, type RouteParams } from "@/lib/brand/context";
import { LOCALES } from "@/lib/brand/locale";
import { loadBrandKeys, loadWords } from "@/lib/content/loaders";
import { pageMetadata } from "@/lib/seo/pageMetadata";
import { brandThemeStyle } from "@/lib/theme/brandThemes";
import "../../globals.css";

export async function generateStaticParams() {
  const keys = await loadBrandKeys();
  return keys.flatMap((brand) => LOCALES.map((locale) => ({ brand, locale })));
}

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { brand, locale } = await brandFromParams(params);
  // The brand's defaults, with no address: every page gives its own (lib/seo/pageMetadata).
  const title = brand.title ?? brand.name ?? "";
  return {
    ...pageMetadata({ brand, locale, path: null, title, description: brand.description }),
    icons: brand.favicon ? [{ url: brand.favicon, type: "image/svg+xml" }] : undefined,
  };
}

export default async function BrandLayout({ children, params }: { children: ReactNode; params: RouteParams }) {
  const { brand, locale } = await brandFromParams(params);
  const theme = brand.theme;
  const style = brandThemeStyle(theme) as CSSProperties;
  const previewing = (await draftMode()).isEnabled;
  const words = await loadWords("siteWords", brand.slug ?? "", locale);
  return (
    <html lang={locale} className={theme?.styleClass ?? undefined} style={style} data-brand={brand.slug}>
      <body>
        <a className="skip-link" href="#main">
          {words.skipToContent}
        </a>
        {/* Header, main and footer come from each route's SiteChrome: they depend on the path (spec 2.5). */}
        {children}
        {/* Tag manager, lead-id, consent certificate and session recorder: real browsers only, and
            not while an editor previews drafts (no analytics, no recording of their session). */}
        {previewing ? (
          <PreviewTools showing={words.previewShowing} exit={words.previewExit} />
        ) : (
          <ThirdPartyScripts gtmTagId={brand.gtmTagId ?? null} />
        )}
      </body>
    </html>
  );
}
