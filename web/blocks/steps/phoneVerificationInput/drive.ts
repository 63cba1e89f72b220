import type { StepDriver } from "../block";

/**
 * The code an end-to-end test types. The server texts a random code that only its log shows, which
 * a browser test cannot read; with PHONE_VERIFICATION_TEST_CODE set (six digits, in the test
 * server's environment and the test's), the development SMS sender sends that code instead.
 */
const DEFAULT_TEST_CODE = "246810";
export const testCode = (): string => process.env.PHONE_VERIFICATION_TEST_CODE || DEFAULT_TEST_CODE;

/** How an end-to-end test answers a phoneVerificationInput step, by what a visitor sees on the screen. */
export const drive: StepDriver = async ({ page, words }) => {
  const step = page.locator("[data-step]");
  await step.getByRole("button", { name: words.sendCode }).click();
  await step.getByRole("textbox", { name: words.code }).fill(testCode());
  await step.locator('button[type="submit"]').first().click();
};
