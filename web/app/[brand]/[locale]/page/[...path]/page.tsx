import type { PortableTextBlock } from "@portabletext/react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LegalPage } from "@/blocks/legalPage/LegalPage";
import { brandFromParams } from "@/lib/brand/context";
import { loadLegalPage, loadLegalPaths } from "@/lib/content/loaders";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

// Legal pages are pre-rendered per brand; a path added in the Studio renders on first request.
export const dynamicParams = true;

export async function generateStaticParams({ params }: { params: { brand: string; locale: string } }) {
  const paths = await loadLegalPaths(params.brand);
  return paths.flatMap((path) => (path ? [{ path: path.split("/").filter(Boolean) }] : []));
}

async function legalFor(params: Params) {
  const { brand, locale } = await brandFromParams(params);
  const { path } = await params;
  const legal = await loadLegalPage(brand.slug ?? "", locale, `/${path.join("/")}`);
  return { brand, locale, legal };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, legal } = await legalFor(params);
  return legal ? { title: `${legal.title} | ${brand.name}` } : {};
}

/** Any path that is not a flow step: a legal page of the brand, or not found. */
export default async function ContentRoute({ params }: { params: Params }) {
  const { locale, legal } = await legalFor(params);
  if (!legal) notFound();
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
