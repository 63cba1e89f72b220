import { expect, type Page, type Request } from "@playwright/test";
import type { Locale } from "@/lib/brand/locale";
import { createEmbeddedSource } from "@/lib/content/embeddedSource";
import { FLOW_QUERY } from "@/lib/content/queries";

/** The flow's step list as content defines it (pinned to spec 2.2 by flowOrder.test.ts). */
export async function flowSteps(prefix: string) {
  const flow = await createEmbeddedSource().fetch(FLOW_QUERY, { prefix, locale: "en" }, []);
  const seen = new Set<string>();
  // Navigation visits each distinct path once (docs/decisions.md: repeated steps).
  return (flow?.steps ?? []).filter((step) => step.path && !seen.has(step.path) && seen.add(step.path)) as {
    path: string;
    kind: string;
  }[];
}

/** Spec 2.7, written out here rather than imported, so the test does not check the code with itself. */
export const expectedProgress = (position: number, total: number) =>
  Math.round((100 * Math.log(position + 1.65)) / Math.log(total + 1));

const words = {
  en: {
    zip: "ZIP code",
    street: "Street address",
    first: "First name",
    last: "Last name",
    email: "Email",
    phone: "Phone number",
    criteria: "I meet these criteria",
  },
  es: {
    zip: "Código postal",
    street: "Dirección",
    first: "Nombre",
    last: "Apellido",
    email: "Correo electrónico",
    phone: "Número de teléfono",
    criteria: "Cumplo con estos criterios",
  },
} as const;

export const stepUrl = (locale: Locale, prefix: string, path: string) =>
  `${locale === "es" ? "/es" : ""}${prefix}/${path}`;

/** Answers one step the way a visitor would, by what is on the screen. */
export async function answerStep(page: Page, kind: string, locale: Locale) {
  const step = page.locator("[data-step]");
  const text = words[locale];
  const submit = () => step.locator('button[type="submit"]').first().click();
  switch (kind) {
    case "singleChoiceInput":
    case "creditRatingInput":
    case "yesNoInput":
      await step.locator('[role="group"] button').first().click();
      return;
    case "zipInput":
      await page.getByRole("textbox", { name: text.zip, exact: true }).fill("85253");
      return submit();
    case "zipConfirmInput": {
      const field = page.getByRole("textbox", { name: text.zip, exact: true });
      if (await field.isVisible()) await field.fill("85253");
      return submit();
    }
    case "addressInput":
      await page.getByRole("textbox", { name: text.street }).fill("1204 E Camelback Rd");
      return submit();
    case "nameInput":
      await page.getByRole("textbox", { name: text.first }).fill("Maria");
      await page.getByRole("textbox", { name: text.last }).fill("Lopez");
      return submit();
    case "emailInput":
      await page.getByRole("textbox", { name: text.email }).fill("maria.lopez@example.com");
      return submit();
    case "phoneInput":
      await page.getByRole("textbox", { name: text.phone }).fill("4805550142");
      return submit();
    case "piiInput":
      await page.getByRole("textbox", { name: text.first }).fill("Maria");
      await page.getByRole("textbox", { name: text.last }).fill("Lopez");
      await page.getByRole("textbox", { name: text.email }).fill("maria.lopez@example.com");
      await page.getByRole("textbox", { name: text.phone }).fill("4805550142");
      return submit();
    case "contactInput":
      await step.locator('input[type="checkbox"]').first().check();
      return submit();
    case "criteriaInput":
      await page.getByLabel(text.criteria).check();
      return submit();
    case "interstitialInput":
      return; // moves on by itself
    default:
      await step.locator("button").first().click();
  }
}

/** Walks a flow from its first step to results, checking each URL and the progress shown. */
export async function walkFlow(page: Page, prefix: string, locale: Locale) {
  const steps = await flowSteps(prefix);
  const total = (await createEmbeddedSource().fetch(FLOW_QUERY, { prefix, locale: "en" }, []))?.steps?.length ?? 0;
  const firstPath = steps[0]?.path ?? "";
  await page.goto(stepUrl(locale, prefix, firstPath));
  for (const [index, step] of steps.entries()) {
    await expect(page).toHaveURL(new RegExp(`${stepUrl(locale, prefix, step.path)}$`));
    await expect(page.locator(`[data-step="${step.path}"]`)).toBeVisible();
    const bar = page.getByRole("progressbar");
    if (step.kind === "resultsInput" || step.kind === "phoneVerificationInput") {
      await expect(bar).toHaveCount(0);
    } else {
      await expect(bar).toHaveAttribute("aria-valuenow", String(expectedProgress(index, total)));
    }
    if (step.kind === "resultsInput") return steps;
    await answerStep(page, step.kind, locale);
  }
  return steps;
}

/** Backend calls the page makes, with their JSON bodies, in order. */
export function recordApiCalls(page: Page) {
  const calls: { path: string; method: string; body: Record<string, unknown> | null }[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    const data = request.postData();
    calls.push({
      path: url.pathname + (request.method() === "GET" ? url.search : ""),
      method: request.method(),
      body: data ? JSON.parse(data) : null,
    });
  });
  return calls;
}

/** Answers the steps before `target` in order, leaving the page on `target`. */
export async function walkTo(page: Page, prefix: string, target: string, locale: Locale) {
  const steps = await flowSteps(prefix);
  await page.goto(stepUrl(locale, prefix, steps[0]?.path ?? ""));
  for (const step of steps) {
    await expect(page.locator(`[data-step="${step.path}"]`)).toBeVisible();
    if (step.path === target) return;
    await answerStep(page, step.kind, locale);
  }
}
