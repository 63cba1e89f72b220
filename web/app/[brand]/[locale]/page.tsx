import { BrandHome } from "@/blocks/brandHome/BrandHome";
import { brandFromParams, type RouteParams } from "@/lib/brand/context";
import { classifyPage } from "@/lib/brand/pageKind";
import { loadSiteSettings } from "@/lib/content/loaders";

export default async function HomePage({ params }: { params: RouteParams }) {
  const { brand, locale } = await brandFromParams(params);
  const settings = await loadSiteSettings(locale);
  const page = classifyPage("/", brand.homeRoute ?? "/");
  return <BrandHome brand={brand} locale={locale} page={page} banner={settings?.homeBanner ?? null} />;
}
