import type { PortableTextBlock } from "@portabletext/react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LegalPage } from "@/blocks/legalPage/LegalPage";
import { loadBlockWords } from "@/blocks/page/blockWords";
import { ContentPage } from "@/blocks/page/ContentPage";
import { brandFromParams } from "@/lib/brand/context";
import { localizedPath } from "@/lib/brand/locale";
import { loadWords } from "@/lib/content/loaders";
import { loadSitePage, loadSitePaths } from "@/lib/content/sitePage";

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
  if (!site) return {};
  const canonical = brand.domain ? `https://${brand.domain}${localizedPath(locale, path)}` : undefined;
  if (site.kind === "legal") return { title: `${site.page.title} | ${brand.name}`, alternates: { canonical } };
  return {
    title: `${site.page.seoTitle ?? site.page.title} | ${brand.name}`,
    description: site.page.seoDescription,
    alternates: { canonical },
  };
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
