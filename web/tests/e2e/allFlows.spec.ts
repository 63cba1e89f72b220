import { expect, test } from "@playwright/test";
import { createEmbeddedSource } from "@/lib/content/embeddedSource";
import { FLOW_TRAITS_QUERY } from "@/lib/content/queries";
import { SPEC_FLOW_PREFIXES } from "../specFlows";
import { finishFlow, walkFlow } from "./flowRunner";

const SOLAR_COMPARISON = { en: "Compare top solar providers", es: "Compare los principales proveedores solares" };

/**
 * Issue 7: every flow reaches its last listed step, in both languages, answering each step as a
 * visitor would (each step type's driver in its block folder). Issue 58 item 1: and its last step,
 * answered, leads somewhere the visitor sees.
 */
test.describe("every flow from its first step to past its last", () => {
  for (const locale of ["en", "es"] as const) {
    for (const prefix of SPEC_FLOW_PREFIXES) {
      test(`${prefix} (${locale})`, async ({ page }) => {
        test.setTimeout(180_000);
        const steps = await walkFlow(page, prefix, locale);
        const last = steps.at(-1);
        await expect(page.locator(`[data-step="${last?.path}"]`)).toBeVisible();
        // No solar wording outside solar flows (issue 7, item 6).
        const flow = await createEmbeddedSource().fetch(FLOW_TRAITS_QUERY, { prefix }, []);
        if (last?.kind === "resultsInput" && flow?.offer !== "solar") {
          await expect(page.getByText(SOLAR_COMPARISON[locale])).toHaveCount(0);
        }
        await finishFlow(page, prefix, steps, locale);
      });
    }
  }
});
