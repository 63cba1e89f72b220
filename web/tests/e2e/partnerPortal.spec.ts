import { expect, type Page, test } from "@playwright/test";
import { shippedWords } from "@/lib/content/words.testing";
import { on } from "./brandHost";
import { lastMailLink } from "./mailbox";
import { STAFF_PASSWORD as PASSWORD } from "./staffAccount";

const words = shippedWords("accountWords", "en");
const siteWords = shippedWords("siteWords", "en");

/** A new partner, signed up on the marketplace's /leads and in through the link that confirms their e-mail. */
async function signUpPartner(page: Page) {
  await page.goto(on("closerleads.com", "/leads"));
  const username = `partner${Date.now()}`;
  await page.getByRole("textbox", { name: words.fullName }).fill("Sam Seller");
  await page.getByRole("textbox", { name: words.email }).fill(`${username}@example.com`);
  await page.getByRole("textbox", { name: words.chooseUsername }).fill(username);
  await page.getByLabel(words.choosePassword).fill(PASSWORD);
  await page.getByRole("button", { name: words.partnerSignUpButton }).click();
  await expect(page.getByRole("status")).toContainText(/\S/);
  const link = new URL(lastMailLink("email-verification", `${username}@example.com`));
  await page.goto(on("closerleads.com", `${link.pathname}${link.search}`));
  await expect(page.getByRole("heading", { name: words.portalTitle })).toBeVisible();
}

/** Issue 58 item 5: a signed-in partner can log out from both portal pages; the header never offers "Log In" then. */
test("a signed-in partner logs out from /leads and from /earning", async ({ page }) => {
  await signUpPartner(page);
  const header = page.locator("header");
  await expect(header.getByRole("link", { name: siteWords.logIn })).toHaveCount(0);
  await expect(header.getByRole("button", { name: words.logOut })).toBeVisible();

  await page.getByRole("link", { name: words.earningLink }).click();
  await expect(page).toHaveURL(/\/earning$/);
  await page.getByRole("button", { name: words.logOut }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto(on("closerleads.com", "/earning"));
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fearning$/);

  // Signed out, /leads offers the way in again.
  await page.goto(on("closerleads.com", "/leads"));
  await expect(page.locator("header").getByRole("link", { name: siteWords.logIn })).toBeVisible();
});

/**
 * Issue 58 item 12: the marketplace speaks to sales pros: no homeowner offer footnotes under its
 * pages, and no language switch on its portal pages, which are in English only.
 */
test("the marketplace shows no homeowner footnotes, and its portal no language switch", async ({ page }) => {
  const footnote = "Offers are available to homeowners 18 years of age or older";
  for (const path of ["/", "/leads", "/sign-in"]) {
    await page.goto(on("closerleads.com", path));
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.getByText(footnote)).toHaveCount(0);
  }
  await page.goto(on("closerleads.com", "/leads"));
  await expect(page.getByRole("link", { name: siteWords.otherLanguageName })).toHaveCount(0);
  // The portal's Spanish address leads to its English page.
  await page.goto(on("closerleads.com", "/es/leads"));
  await expect(page).toHaveURL(/closerleads\.com\.localhost:\d+\/leads$/);
  await signUpPartner(page);
  await expect(page.getByRole("link", { name: siteWords.otherLanguageName })).toHaveCount(0);
  // A homeowner brand keeps both: its footnotes and its switch.
  await page.goto("/legal/terms");
  await expect(page.getByText(footnote)).toBeVisible();
  await expect(page.getByRole("link", { name: siteWords.otherLanguageName })).toBeVisible();
});
