import type { ReactNode } from "react";
import { QUESTIONNAIRE_CHROME } from "@/lib/brand/chrome";
import { brandFromParams } from "@/lib/brand/context";
import { SiteChrome } from "./SiteChrome";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

/**
 * The layout of the content and legal pages' catch-all route: the chrome of the path. A layout
 * rather than part of the page, so the segment's 404 has the chrome too.
 */
export async function ChromeLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { brand, locale } = await brandFromParams(params);
  return (
    <SiteChrome brand={brand} locale={locale} path={`/${(await params).path.join("/")}`}>
      {children}
    </SiteChrome>
  );
}

/**
 * The questionnaire's layout, above its steps' paths: header, main and footer. A layout of the
 * step's path would be taken down and put up again on every step (Next keys it by the path): the
 * whole page was then part of each step's commit, style and recording (issue 8). Up here, only the
 * step changes; the header's language switch follows the step in the browser.
 */
export async function QuestionnaireLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ brand: string; locale: string }>;
}) {
  const { brand, locale } = await brandFromParams(params);
  return (
    <SiteChrome brand={brand} locale={locale} path={null} chrome={QUESTIONNAIRE_CHROME}>
      {children}
    </SiteChrome>
  );
}
