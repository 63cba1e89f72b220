import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StepRoute } from "@/flows/StepRoute";
import { loadStepPage } from "@/flows/stepPage";
import { brandFromParams } from "@/lib/brand/context";
import { flowStepOf } from "@/lib/brand/pageKind";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

// Steps render on first request and are then served from the cache like any static page; a flow
// published after the build (issue 61) is no different. A publish expires the cached pages, a
// "not found" among them (app/api/revalidate).
export const dynamicParams = true;
export const generateStaticParams = async () => [];

/** The tab names the questionnaire (flow.title) and the brand; questionnaire steps are not indexed after the first. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const flowStep = flowStepOf((await params).path);
  if (!flowStep) return {};
  const { brand, locale } = await brandFromParams(params);
  const page = await loadStepPage(locale, flowStep.flowType, flowStep.step);
  if (!page) return {};
  const first = page.steps[0]?.path === page.view.path;
  return { title: `${page.flowTitle} | ${brand.name}`, robots: first ? undefined : { index: false, follow: true } };
}

/**
 * /<flow prefix>[/<step>]: a questionnaire step. The proxy sends only flow paths here, so the
 * step code (the flow island and its store) is never part of a legal or content page's first load.
 */
export default async function FlowStepRoute({ params }: { params: Params }) {
  const { path } = await params;
  const flowStep = flowStepOf(path);
  if (!flowStep) notFound();
  const { brand, locale } = await brandFromParams(params);
  return <StepRoute brand={brand} locale={locale} flowType={flowStep.flowType} stepPath={flowStep.step} />;
}
