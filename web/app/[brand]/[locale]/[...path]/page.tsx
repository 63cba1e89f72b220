import type { PortableTextBlock } from "@portabletext/react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LegalPage } from "@/blocks/legalPage/LegalPage";
import { StepRoute } from "@/flows/StepRoute";
import { brandFromParams } from "@/lib/brand/context";
import { flowTypeOf } from "@/lib/brand/pageKind";
import { loadLegalPage, loadLegalPaths } from "@/lib/content/loaders";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

// Legal pages are pre-rendered per brand; flow steps render on first request and are then
// served from the cache like any static page.
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

/** /<flow prefix>[/<step>] is a questionnaire step; anything else is looked up as a legal page. */
const flowStepOf = (path: string[]) => {
  const flowType = flowTypeOf(`/${path.join("/")}`);
  return flowType && path.length <= 2 ? { flowType, step: path[1] ?? null } : null;
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { path } = await params;
  if (flowStepOf(path)) return {};
  const { brand, legal } = await legalFor(params);
  return legal ? { title: `${legal.title} | ${brand.name}` } : {};
}

export default async function ContentRoute({ params }: { params: Params }) {
  const { path } = await params;
  const flowStep = flowStepOf(path);
  if (flowStep) {
    const { brand, locale } = await brandFromParams(params);
    return <StepRoute brand={brand} locale={locale} flowType={flowStep.flowType} stepPath={flowStep.step} />;
  }
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
