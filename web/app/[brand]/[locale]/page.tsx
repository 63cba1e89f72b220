import type { Metadata } from "next";
import { BrandHome } from "@/blocks/brandHome/BrandHome";
import { SiteChrome } from "@/blocks/siteChrome/SiteChrome";
import { StepRoute } from "@/flows/StepRoute";
import { QUESTIONNAIRE_CHROME } from "@/lib/brand/chrome";
import { brandFromParams, type RouteParams } from "@/lib/brand/context";
import { classifyHome } from "@/lib/brand/pageKind";
import { loadSiteSettings, loadWords } from "@/lib/content/loaders";
import { pageMetadata } from "@/lib/seo/pageMetadata";

/** The brand's home: its own title and description, at its root. */
export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { brand, locale } = await brandFromParams(params);
  return pageMetadata({
    brand,
    locale,
    path: "/",
    title: brand.title ?? brand.name ?? "",
    description: brand.description,
  });
}

/** `/`: the home page, or the first step of the flow the brand's home route names (spec 2.3). */
export default async function HomePage({ params }: { params: RouteParams }) {
  const { brand, locale } = await brandFromParams(params);
  const page = classifyHome(brand.homeRoute ?? "/", brand.homeFlow ?? null);
  if (page.flowType) {
    // The flow's first step, in the chrome of a questionnaire step.
    return (
      <SiteChrome brand={brand} locale={locale} path="/" chrome={QUESTIONNAIRE_CHROME}>
        <StepRoute brand={brand} locale={locale} flowType={page.flowType} stepPath={null} />
      </SiteChrome>
    );
  }
  const [settings, words] = await Promise.all([
    loadSiteSettings(locale),
    loadWords("siteWords", brand.slug ?? "", locale),
  ]);
  return (
    <SiteChrome brand={brand} locale={locale} path="/">
      <BrandHome brand={brand} locale={locale} page={page} banner={settings?.homeBanner ?? null} words={words} />
    </SiteChrome>
  );
}
