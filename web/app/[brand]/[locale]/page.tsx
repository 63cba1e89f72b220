import { BrandHome } from "@/blocks/brandHome/BrandHome";
import { StepRoute } from "@/flows/StepRoute";
import { brandFromParams, type RouteParams } from "@/lib/brand/context";
import { classifyPage } from "@/lib/brand/pageKind";
import { loadSiteSettings } from "@/lib/content/loaders";

/** `/`: the home page, or the first step of the flow the brand's home route names (spec 2.3). */
export default async function HomePage({ params }: { params: RouteParams }) {
  const { brand, locale } = await brandFromParams(params);
  const page = classifyPage("/", brand.homeRoute ?? "/");
  if (page.pageKind === "leadGen" && page.flowType) {
    return <StepRoute brand={brand} locale={locale} flowType={page.flowType} stepPath={null} />;
  }
  const settings = await loadSiteSettings(locale);
  return <BrandHome brand={brand} locale={locale} page={page} banner={settings?.homeBanner ?? null} />;
}
