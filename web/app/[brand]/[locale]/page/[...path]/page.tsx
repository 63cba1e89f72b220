import type { PortableTextBlock } from "@portabletext/react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LegalPage } from "@/blocks/legalPage/LegalPage";
import { loadBlockWords } from "@/blocks/page/blockWords";
import { ContentPage } from "@/blocks/page/ContentPage";
import { brandFromParams } from "@/lib/brand/context";
import { loadWords } from "@/lib/content/loaders";
import { loadSitePage, loadSitePaths } from "@/lib/content/sitePage";
import { pageMetadata, summaryOf } from "@/lib/seo/pageMetadata";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

// Legal and content pages are pre-rendered per brand; a path added in the Studio renders on first request.
export const dynamicParams = true;

export async function generateStaticParams({ params }: { params: { brand: string; locale: string } }) {
  const paths = await loadSitePaths(params.brand);
  return paths.map((path) => ({ path: path.split("/").filter(Boolean) }));
}

async function pageFor(params: Params) {
  const { brand, locale } = await brandFromParams(params);
  const path = `/${(await params).path.join("/")}`;
  return { brand, locale, path, site: await loadSitePage(brand.slug ?? "", locale, path) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale, path, site } = await pageFor(params);
  // A missing page is titled by the layout (its not-found file gets the layouts' metadata only).
  if (!site) return {};
  if (site.kind === "legal") {
    const { title, body } = site.page;
    return pageMetadata({ brand, locale, path, title: `${title} | ${brand.name}`, description: summaryOf(body) });
  }
  return pageMetadata({
    brand,
    locale,
    path,
    title: `${site.page.seoTitle ?? site.page.title} | ${brand.name}`,
    description: site.page.seoDescription,
  });
}

/** Any path that is not a flow step: a legal or content page of the brand, or not found. */
export default async function SitePageRoute({ params }: { params: Params }) {
  const { brand, locale, site } = await pageFor(params);
  if (!site) notFound();
  if (site.kind === "content") {
    return (
      <ContentPage
        title={site.page.title ?? ""}
        blocks={site.page.pageBuilder}
        page={{
          locale,
          brand: { name: brand.name ?? "", phone: brand.phone ?? "" },
          words: await loadBlockWords(brand.slug ?? "", locale, site.page.pageBuilder),
        }}
      />
    );
  }
  const legal = site.page;
  return (
    <LegalPage
      title={legal.title ?? ""}
      body={(legal.body ?? []) as PortableTextBlock[]}
      effectiveDate={legal.effectiveDate}
      version={legal.version}
      locale={locale}
      words={await loadWords("siteWords", brand.slug ?? "", locale)}
    />
  );
}
