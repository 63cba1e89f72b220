import { notFound } from "next/navigation";
import { StepRoute } from "@/flows/StepRoute";
import { brandFromParams } from "@/lib/brand/context";
import { flowStepOf } from "@/lib/brand/pageKind";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

// Steps render on first request and are then served from the cache like any static page.
export const dynamicParams = true;
export const generateStaticParams = async () => [];

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
