import { draftMode } from "next/headers";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { StepHeading } from "@/blocks/steps/parts/StepHeading";
import { StepComponent } from "@/blocks/steps/StepComponent";
import type { Brand } from "@/lib/brand/context";
import type { Locale } from "@/lib/brand/locale";
import { loadQuestionnaireWords } from "@/lib/content/loaders";
import { estimateForLead } from "@/lib/server/estimate/categoryEstimate";
import { FlowIsland, type FlowIslandData } from "./FlowIsland";
import type { ResultsFigures } from "./flowTraits";
import { PREVIEW_ANSWERS } from "./previewAnswers";
import { loadStepPage } from "./stepPage";
import { CarryQueryForward } from "./ui/CarryQueryForward";

/** What an editor's preview of a step in this flow shows: the sample answers and their estimate. */
function previewOf(figures: ResultsFigures): FlowIslandData["preview"] {
  const outcome = estimateForLead({ figures, answers: PREVIEW_ANSWERS });
  return { answers: { ...PREVIEW_ANSWERS }, estimate: "estimate" in outcome ? outcome.estimate : null };
}

/**
 * Server side of a step page: the question heading and back link are server HTML; the flow
 * engine and the step's form are the page's one client island.
 */
export async function StepRoute({
  brand,
  locale,
  flowType,
  stepPath,
}: {
  brand: Brand;
  locale: Locale;
  flowType: string;
  stepPath: string | null;
}) {
  const page = await loadStepPage(locale, flowType, stepPath);
  if (!page) notFound();
  const { category, offer, figures, layout } = page.traits;
  const data: FlowIslandData = {
    prefix: page.prefix,
    path: page.view.path,
    steps: page.steps,
    views: page.views,
    words: await loadQuestionnaireWords(brand.slug ?? "", locale, {
      steps: page.steps.flatMap((step) => (step.kind ? [step.kind] : [])),
      category: offer,
      layout,
    }),
    layout,
    locale,
    flowType,
    category,
    offer,
    figures,
    brand: { name: brand.name ?? "", phone: brand.phone ?? page.advisorPhone },
    consent: page.consent,
    advisorPhone: page.advisorPhone,
    stillWaiting: page.stillWaiting,
    preview: (await draftMode()).isEnabled ? previewOf(figures) : null,
  };
  return (
    <>
      <CarryQueryForward />
      {/* A server-rendered boundary is hydrated after the root, time-sliced: the island's hydration
          no longer runs as one long task (docs/decisions/one-island-per-step.md). */}
      <Suspense>
        <FlowIsland key={page.view.path} data={data}>
          <StepHeading heading={page.view.heading} subheading={page.view.subheading} />
          <StepComponent input={page.view.input} />
        </FlowIsland>
      </Suspense>
    </>
  );
}
