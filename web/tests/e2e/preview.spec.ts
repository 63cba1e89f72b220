import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

/** What the Presentation tool does when an editor opens the site: a fresh secret document in the dataset. */
function writePreviewSecret(): string {
  const secret = randomBytes(16).toString("hex");
  const document = {
    _id: `sanity-preview-url-secret.${secret.slice(0, 12)}`,
    _type: "sanity.previewUrlSecret",
    _updatedAt: new Date().toISOString(),
    secret,
  };
  appendFileSync(String(process.env.E2E_DATASET_PATH), `${JSON.stringify(document)}\n`);
  return secret;
}

/** Issue 12 item 3: in draft mode any step opens directly, filled with sample answers, saving nothing. */
test("an editor previews a late step directly, with sample answers, and no customer is created", async ({ page }) => {
  const backendCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/") && !pathname.startsWith("/api/draft-mode/")) backendCalls.push(pathname);
  });
  const secret = writePreviewSecret();
  await page.goto(`/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/savings/results`);

  // The results, deep in the flow, stay open (no deep-link guard), with the sample homeowner's estimate.
  await expect(page).toHaveURL(/\/savings\/results$/);
  await expect(page.locator("[data-preview-bar]")).toBeVisible();
  await expect(page.locator("[data-results-layout]")).toContainText(/First-year savings\$[\d,]+/);
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/savings\/results$/);

  // Scrolled to the end, the bar sits below the footer: it covers none of its lines. The footer is
  // `content-visibility: auto`: laid out at its real height only once it nears the screen, it can
  // make the page longer after the first scroll, so the end is scrolled to again until it holds.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.locator("footer").last().boundingBox();
      const bar = await page.locator("[data-preview-bar]").boundingBox();
      return footer !== null && bar !== null && footer.y + footer.height <= bar.y + 0.5;
    })
    .toBe(true);

  // Another step is filled in with the sample answers; answering it moves on and saves nothing.
  await page.goto("/savings/name");
  await expect(page.getByLabel("First name")).toHaveValue("Alex");
  await page
    .getByRole("button", { name: /continue|next/i })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/savings\/name$/);
  await page.waitForLoadState("networkidle");
  expect(backendCalls).toEqual([]);

  // Out of draft mode the editor is a visitor again: the same step sends back to the first question.
  await page.goto("/savings/name");
  await page.locator("[data-preview-bar] a").click();
  await expect(page.locator("[data-preview-bar]")).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/savings\/name$/);
});
