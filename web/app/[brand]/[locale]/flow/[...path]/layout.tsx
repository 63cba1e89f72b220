import type { Metadata } from "next";
import type { ReactNode } from "react";
import { loadStepPage } from "@/flows/stepPage";
import { brandFromParams } from "@/lib/brand/context";
import { flowStepOf } from "@/lib/brand/pageKind";
import { notFoundMetadata } from "@/lib/seo/notFoundMetadata";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

/**
 * A missing step's title (issue 58 item 10), as the content pages' layout gives theirs: Next
 * renders not-found.tsx with the metadata of the layouts above it, not the page's. A step that
 * exists gives its own (page.tsx); loadStepPage is cached per request, so the step is read once.
 * Only a pass-through: the questionnaire's chrome stays in flow/layout.tsx, mounted across steps.
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const flowStep = flowStepOf((await params).path);
  const { brand, locale } = await brandFromParams(params);
  const page = flowStep ? await loadStepPage(locale, flowStep.flowType, flowStep.step) : null;
  return page ? {} : notFoundMetadata(brand, locale);
}

export default function FlowStepSegment({ children }: { children: ReactNode }) {
  return children;
}
