import type { ReactNode } from "react";
import { brandFromParams } from "@/lib/brand/context";
import { SiteChrome } from "./SiteChrome";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

/**
 * The layout of the catch-all routes (content and legal pages, questionnaire steps): the chrome
 * of the path. A layout rather than part of the page, so the segment's 404 has the chrome too.
 */
export async function ChromeLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { brand, locale } = await brandFromParams(params);
  return (
    <SiteChrome brand={brand} locale={locale} path={`/${(await params).path.join("/")}`}>
      {children}
    </SiteChrome>
  );
}
