import type { PortableTextBlock } from "@portabletext/react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LegalPage } from "@/blocks/legalPage/LegalPage";
import { brandFromParams } from "@/lib/brand/context";
import { loadLegalPage, loadLegalPaths } from "@/lib/content/loaders";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

export const dynamicParams = false;

/** Every legal page a brand has (shared ones plus its own), pre-rendered per brand and locale. */
export async function generateStaticParams({ params }: { params: { brand: string; locale: string } }) {
  const paths = await loadLegalPaths(params.brand);
  return paths.flatMap((path) => (path ? [{ path: path.split("/").filter(Boolean) }] : []));
}

async function pageFor(params: Params) {
  const { brand, locale } = await brandFromParams(params);
  const { path } = await params;
  const legal = await loadLegalPage(brand.slug ?? "", locale, `/${path.join("/")}`);
  if (!legal) notFound();
  return { brand, locale, legal };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, legal } = await pageFor(params);
  return { title: `${legal.title} | ${brand.name}` };
}

export default async function ContentRoute({ params }: { params: Params }) {
  const { locale, legal } = await pageFor(params);
  return (
    <LegalPage
      title={legal.title ?? ""}
      body={(legal.body ?? []) as PortableTextBlock[]}
      effectiveDate={legal.effectiveDate}
      version={legal.version}
      locale={locale}
    />
  );
}
