import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StepRoute } from "@/flows/StepRoute";
import { loadStepPage } from "@/flows/stepPage";
import { brandFromParams } from "@/lib/brand/context";
import { flowStepOf } from "@/lib/brand/pageKind";
import { pageMetadata } from "@/lib/seo/pageMetadata";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

// Steps render on first request and are then served from the cache like any static page; a flow
// published after the build (issue 61) is no different. A publish expires the cached pages, a
// "not found" among them (app/api/revalidate).
export const dynamicParams = true;
export const generateStaticParams = async () => [];

/**
 * The tab names the questionnaire (flow.title) and the brand, a shared link the question asked;
 * questionnaire steps are not indexed after the first.
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { path } = await params;
  const flowStep = flowStepOf(path);
  const { brand, locale } = await brandFromParams(params);
  const page = flowStep ? await loadStepPage(locale, flowStep.flowType, flowStep.step) : null;
  if (!page) return {};
  const first = page.steps[0]?.path === page.view.path;
  return {
    ...pageMetadata({
      brand,
      locale,
      path: `/${path.join("/")}`,
      title: `${page.flowTitle} | ${brand.name}`,
      description: [page.view.heading, page.view.subheading].filter(Boolean).join(" "),
    }),
    robots: first ? undefined : { index: false, follow: true },
  };
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
