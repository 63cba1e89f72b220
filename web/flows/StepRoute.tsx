import { notFound } from "next/navigation";
import type { FlowPrefix } from "studio/constants";
import type { Brand } from "@/lib/brand/context";
import type { Locale } from "@/lib/brand/locale";
import { categoryOf } from "@/lib/brand/pageKind";
import { FlowProviders } from "./FlowProviders";
import { FlowStepView } from "./FlowStepView";
import { loadStepPage } from "./stepPage";

/** Server side of a step page: content in, client flow engine out. */
export async function StepRoute({
  brand,
  locale,
  flowType,
  stepPath,
}: {
  brand: Brand;
  locale: Locale;
  flowType: FlowPrefix;
  stepPath: string | null;
}) {
  const page = await loadStepPage(locale, flowType, stepPath);
  if (!page) notFound();
  return (
    <FlowProviders>
      <FlowStepView
        page={page}
        locale={locale}
        flowType={flowType}
        category={categoryOf(flowType)}
        brand={{ name: brand.name ?? "", phone: brand.phone ?? page.advisorPhone }}
      />
    </FlowProviders>
  );
}
