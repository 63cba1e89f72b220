import type { Locale } from "@/lib/brand/locale";
import { createEmbeddedSource } from "@/lib/content/embeddedSource";
import { localize } from "@/lib/content/localize";
import { STEP_QUERY } from "@/lib/content/queries";
import type { StepInput } from "../types";

/** A step exactly as a page gets it, from the embedded dataset (for component tests). */
export async function stepFromContent(slug: string, locale: Locale = "en") {
  const step = await createEmbeddedSource().fetch(STEP_QUERY, { slug }, []);
  if (!step?.input) throw new Error(`no step ${slug} in the embedded dataset`);
  return {
    heading: localize(step.heading, locale) ?? "",
    subheading: localize(step.subheading, locale) ?? null,
    input: localize(step.input, locale) as StepInput,
  };
}
