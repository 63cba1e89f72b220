import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { landingCtaHref } from "@/blocks/slickLanding/ctaHref";
import { landingPhone } from "@/blocks/slickLanding/phone";
import { SlickLanding } from "@/blocks/slickLanding/SlickLanding";
import { brandFromParams } from "@/lib/brand/context";
import { localizedPath } from "@/lib/brand/locale";
import { loadLandingPage, loadSiteSettings } from "@/lib/content/loaders";

type Params = Promise<{ brand: string; locale: string; slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function landingFor(params: Params) {
  const { brand, locale } = await brandFromParams(params);
  const path = `/${(await params).slug}`;
  return { brand, locale, path, landing: await loadLandingPage(brand.slug ?? "", locale, path) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale, path, landing } = await landingFor(params);
  if (!landing) return {};
  return {
    title: `${landing.seoTitle ?? landing.title} | ${brand.name}`,
    description: landing.seoDescription,
    alternates: { canonical: brand.domain ? `https://${brand.domain}${localizedPath(locale, path)}` : undefined },
  };
}

/** An advertising landing screen (spec 2.6), rendered per request: its call to action carries the ad's query. */
export default async function LandingRoute({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { brand, locale, landing } = await landingFor(params);
  if (!landing?.flow) notFound();
  const [query, settings] = await Promise.all([searchParams, loadSiteSettings(locale)]);
  const defaults = settings?.landingDefaults;
  const didNumber = Array.isArray(query.did_number) ? query.did_number[0] : query.did_number;
  return (
    <SlickLanding
      content={{
        adLabel: landing.adLabel ?? "",
        title: landing.title ?? "",
        highlights: (landing.highlights ?? []).flatMap((item) => (item.text ? [item.text] : [])),
        image: { url: landing.image.url, alt: landing.image.alt ?? "" },
        ctaLabel: landing.ctaLabel ?? "",
        callLabel: landing.callLabel ?? "",
      }}
      ctaHref={landingCtaHref(landing.flow, locale, query, {
        utmSource: defaults?.utmSource ?? null,
        didNumber: defaults?.didNumber ?? null,
      })}
      phone={landingPhone(brand.phone ?? null, didNumber, settings?.defaultAdvisorPhone ?? null)}
    />
  );
}
