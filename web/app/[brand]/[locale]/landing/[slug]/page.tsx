import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SiteChrome } from "@/blocks/siteChrome/SiteChrome";
import { adQuery, landingCtaHref } from "@/blocks/slickLanding/ctaHref";
import { SlickLanding } from "@/blocks/slickLanding/SlickLanding";
import { brandFromParams } from "@/lib/brand/context";
import { headerPhone } from "@/lib/brand/headerPhone";
import { inlineSmallSvg } from "@/lib/content/inlineSmallSvg";
import { loadLandingPage, loadSiteSettings } from "@/lib/content/loaders";
import { pageMetadata } from "@/lib/seo/pageMetadata";

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
  return pageMetadata({
    brand,
    locale,
    path,
    title: `${landing.seoTitle ?? landing.title} | ${brand.name}`,
    description: landing.seoDescription,
  });
}

/** An advertising landing screen (spec 2.6), rendered per request: its call to action carries the ad's query. */
export default async function LandingRoute({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { brand, locale, path, landing } = await landingFor(params);
  if (!landing?.flow) notFound();
  const [query, settings, imageSrc] = await Promise.all([
    searchParams,
    loadSiteSettings(locale),
    inlineSmallSvg(landing.image.url),
  ]);
  const defaults = settings?.landingDefaults;
  const ad = adQuery(query);
  return (
    <SiteChrome brand={brand} locale={locale} path={path} query={ad}>
      <SlickLanding
        content={{
          adLabel: landing.adLabel ?? "",
          title: landing.title ?? "",
          highlights: (landing.highlights ?? []).flatMap((item) => (item.text ? [item.text] : [])),
          image: { url: imageSrc, alt: landing.image.alt ?? "" },
          ctaLabel: landing.ctaLabel ?? "",
          callLabel: landing.callLabel ?? "",
        }}
        ctaHref={landingCtaHref(landing.flow, locale, query, {
          utmSource: defaults?.utmSource ?? null,
          didNumber: defaults?.didNumber ?? null,
        })}
        phone={headerPhone(
          brand.phone ?? null,
          ad.get("did_number") ?? undefined,
          settings?.defaultAdvisorPhone ?? null,
        )}
      />
    </SiteChrome>
  );
}
