import type { ReactNode } from "react";
import { chromeOf } from "@/lib/brand/chrome";
import { brandFromParams } from "@/lib/brand/context";
import { loadWords } from "@/lib/content/loaders";
import { BrandFooter, SiteChrome } from "./SiteChrome";

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
 * A questionnaire step's layout: its header and main, as ChromeLayout's. The footer is the
 * questionnaire's own layout's (below), which stays mounted from step to step: a step's layout is
 * its path's, so everything in it is taken down and put up again on every step. The footer (some
 * 30 elements) was part of each step's commit, style and recording (issue 8).
 */
export async function StepChromeLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { brand, locale } = await brandFromParams(params);
  return (
    <SiteChrome brand={brand} locale={locale} path={`/${(await params).path.join("/")}`} footerInLayout>
      {children}
    </SiteChrome>
  );
}

/**
 * The questionnaire's layout above its steps' (StepChromeLayout): the footer every questionnaire
 * path has (spec 2.5; `QUESTIONNAIRE_CHROME` below), after the step's header and main.
 */
export async function QuestionnaireFooterLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ brand: string; locale: string }>;
}) {
  const { brand, locale } = await brandFromParams(params);
  const words = await loadWords("siteWords", brand.slug ?? "", locale);
  return (
    <>
      {children}
      {QUESTIONNAIRE_CHROME.footer ? <BrandFooter brand={brand} locale={locale} words={words} /> : null}
    </>
  );
}

/** Every questionnaire path's chrome (spec 2.5): the footer is the questionnaire layout's to give. */
export const QUESTIONNAIRE_CHROME = chromeOf("/savings");
