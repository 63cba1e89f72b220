import type { PortableTextBlock } from "@portabletext/react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LegalPage } from "@/blocks/legalPage/LegalPage";
import { brandFromParams } from "@/lib/brand/context";
import { loadLegalPage } from "@/lib/content/loaders";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

// Pages beyond the pre-rendered ones are rendered on first request, then served from cache.
export const dynamicParams = true;
export async function generateStaticParams() {
  return [];
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
