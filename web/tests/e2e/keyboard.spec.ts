import { expect, type Page, test } from "@playwright/test";
import { expectedProgress, flowSteps, stepUrl, waitForStepEntered, waitForStepIsland } from "./flowRunner";

/** Whether the focused element is inside `selector`. */
const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((inside) => Boolean(document.activeElement?.closest(inside)), selector);

/** Presses Tab until focus is inside `selector` (past the header and the Back link), 30 presses at most. */
async function tabUntilFocusIn(page: Page, selector: string) {
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press("Tab");
    if (await focusIsIn(page, selector)) return;
  }
}

/** Keyboard only: Tab into each step, arrows among answers, Space or Enter to choose and submit. */
test("a visitor finishes /savings-mini with Tab, arrows, Space and Enter", async ({ page }) => {
  const steps = await flowSteps("/savings-mini");
  await page.goto(stepUrl("en", "/savings-mini", steps[0]?.path ?? ""));
  const typed: Record<string, string[]> = {
    zipInput: ["85253"],
    nameInput: ["Maria", "Lopez"],
    addressInput: ["1204 E Camelback Rd"],
    emailInput: ["maria.lopez@example.com"],
    phoneInput: ["4805550142"],
  };
  for (const [index, step] of steps.entries()) {
    await expect(page.locator(`[data-step="${step.path}"]`)).toBeVisible();
    if (step.kind === "resultsInput") break;
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(expectedProgress(index, 11)));
    // A step moved to focuses its question once it has entered (100 ms): the visitor reads it, then
    // tabs on. Tabbing sooner, under CI's load, had the question take focus back from the answer.
    if (index > 0) await waitForStepEntered(page, step.path);
    await tabUntilFocusIn(page, "[data-step] form");
    const focused = page.locator(":focus");
    if (step.kind === "singleChoiceInput" || step.kind === "creditRatingInput") {
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowUp");
      await expect(focused).toHaveAttribute("aria-pressed", /true|false/);
      await page.keyboard.press(index % 2 === 0 ? "Space" : "Enter");
    } else if (step.kind === "monthlyBillInput") {
      await expect(focused).toHaveAttribute("type", "range");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
    } else {
      for (const [fieldIndex, text] of (typed[step.kind] ?? []).entries()) {
        if (fieldIndex > 0) await page.keyboard.press("Tab");
        await page.keyboard.type(text);
      }
      await page.keyboard.press("Enter");
    }
    const next = steps[index + 1];
    if (next) await expect(page).toHaveURL(new RegExp(`${stepUrl("en", "/savings-mini", next.path)}$`));
  }
  await expect(page.getByText("Compare top solar providers")).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem("homefront-form") ?? "{}").state);
  expect(saved.answers.monthly_electricity_bill_amount).toBeGreaterThan(0);
  expect(saved.answers.email).toBeDefined();
});

test("focus is visible on the answer a keyboard user is on", async ({ page }) => {
  await page.goto(stepUrl("en", "/savings-mini", "homeowner-renter"));
  await tabUntilFocusIn(page, "[data-step]");
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { outline: style.outlineStyle, shadow: style.boxShadow };
  });
  expect(outline.outline !== "none" || outline.shadow !== "none").toBe(true);
});

/**
 * On the first step, hydrated and with the next step's code loaded (at idle, so Enter changes the
 * step in the page at once): Enter answers, and Tab at once, within the 100 ms the next step enters.
 */
async function answerFirstStepWithEnterThenTab(page: Page) {
  await page.goto(stepUrl("en", "/savings-mini", "homeowner-renter"));
  await waitForStepIsland(page);
  await page.waitForLoadState("networkidle");
  await tabUntilFocusIn(page, "[data-step] form");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
}

/** Once the step has entered, focus is inside it and was not taken back to its question. */
async function expectFocusInStepNotQuestion(page: Page, path: string) {
  const step = page.locator(`[data-step="${path}"]`);
  await expect(step).toBeVisible();
  await page.waitForTimeout(300);
  await expect(step.locator("h1")).not.toBeFocused();
  expect(await focusIsIn(page, `[data-step="${path}"]`)).toBe(true);
}

test("a keyboard user who tabs on while the next step enters keeps their place", async ({ page }) => {
  await answerFirstStepWithEnterThenTab(page);
  // Focus stays where Tab put it, in the new step.
  await expectFocusInStepNotQuestion(page, "property-type");
});

test("a keyboard user whose Tab comes before a busy page has moved on still lands in the new step", async ({
  page,
}) => {
  // A busy phone: the answer's handler runs in a task after the key's (StepForm), here 300 ms
  // later, so the Tab pressed right after Enter moves focus first: past the answers, to the footer.
  await page.addInitScript(() => {
    const later = () => new Promise<void>((resolve) => setTimeout(resolve, 300));
    Object.defineProperty(globalThis, "scheduler", { value: { yield: later }, configurable: true });
  });
  await answerFirstStepWithEnterThenTab(page);
  expect(await focusIsIn(page, "footer")).toBe(true);
  // Where that Tab would have gone had the step been there: its first stop.
  await expectFocusInStepNotQuestion(page, "property-type");
});

test("a deep link past unanswered steps goes back to the first unanswered one", async ({ page }) => {
  await page.goto(stepUrl("en", "/savings-mini", "email"));
  await expect(page).toHaveURL(/\/savings-mini\/homeowner-renter$/);
  await page.locator('[role="group"] button').first().click();
  await page.goto(stepUrl("en", "/savings-mini", "sun-time"));
  await expect(page).toHaveURL(/\/savings-mini\/property-type$/);
});
