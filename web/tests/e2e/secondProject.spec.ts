import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Locale } from "@/lib/brand/locale";
import { shippedWords } from "@/lib/content/words.testing";
import { completeLead, newCustomerBody } from "../integration/support/api";
import { axeViolations } from "./axe";

const PASSWORD = "Sunny#Roof42";

/** A complete lead made with `email`, as a finished questionnaire leaves it; its token. */
async function leadWith(request: APIRequestContext, api: string, email: string, flow: string) {
  const init = await request.post(`${api}/api/customer_init`, { data: newCustomerBody({ flow_type: flow }) });
  const { token } = (await init.json()) as { token: string };
  const saved = await request.post(`${api}/api/update_customer`, { data: { ...completeLead(token), email } });
  expect(saved.status()).toBe(200);
  return token;
}

async function claim(page: Page, words: ReturnType<typeof shippedWords<"accountWords">>, username: string) {
  await page.getByRole("textbox", { name: words.username }).fill(username);
  await page.getByLabel(words.password).fill(PASSWORD);
  await page.getByRole("button", { name: words.claimButton }).click();
}

// Issue 58 item 4: a homeowner with a second project (solar, then roofing) and the same e-mail.
for (const locale of ["en", "es"] as const satisfies Locale[]) {
  test(`a second project made with the same e-mail joins the homeowner's account after signing in (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // The signed-in pages run under a nonce policy (issue 57): nothing of theirs may be refused.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const words = shippedWords("accountWords", locale);
    const es = locale === "es" ? "/es" : "";
    const api = String(baseURL).replace("sunsaverprogram.com.localhost", "127.0.0.1");
    const email = `maria.${locale}${Date.now()}@example.com`;
    const solar = await leadWith(request, api, email, "/savings-mini");
    const roofing = await leadWith(request, api, email, "/roofing");
    const username = `maria${locale}${Date.now()}`;

    await page.goto(`${es}/customer?token=${solar}`);
    await claim(page, words, username);
    await expect(page).toHaveURL(new RegExp(`${es}/customer$`));
    await page.getByRole("button", { name: words.logOut }).click();
    await expect(page).toHaveURL(new RegExp(`${es}/sign-in$`));

    // The second project's link: a new username cannot be made for the same e-mail, and the
    // page says what to do instead, not that the project has an account.
    await page.goto(`${es}/customer?token=${roofing}`);
    await claim(page, words, `${username}b`);
    const notice = page.getByRole("alert").filter({ hasText: words.claimKnownEmail });
    await expect(notice).toBeVisible();
    await expect(page.getByText(words.claimTaken)).toHaveCount(0);
    await notice.getByRole("link", { name: words.signInTitle }).click();

    await page.getByRole("textbox", { name: words.username }).fill(username);
    await page.getByLabel(words.password).fill(PASSWORD);
    await page.getByRole("button", { name: words.signInButton }).click();
    await expect(page).toHaveURL(new RegExp(`${es}/customer\\?token=${roofing}$`));
    await expect(page.getByText(words.addProjectPrompt)).toBeVisible();
    await page.getByRole("button", { name: words.addProjectButton }).click();
    await expect(page.getByRole("status").filter({ hasText: words.addProjectDone })).toBeVisible();
    // Both projects, each with its stages.
    await expect(page.getByRole("heading", { name: words.stageHeading })).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}
