import { expect, test } from "@playwright/test";
import { makeStaff, STAFF_PASSWORD } from "./staffAccount";

// Issue 57 item 3: a `next` whose tab or newline the browser strips (/%09/evil.example/x is
// //evil.example/x to it) must not take anyone off the site after signing in.
for (const [what, next] of [
  ["a tab", "/%09/evil.example/x"],
  ["a newline", "/%0A/evil.example/x"],
  ["a backslash", "/%5Cevil.example/x"],
]) {
  test(`signing in with ${what} after the slash of ?next= stays on the site`, async ({ page, request, baseURL }) => {
    const username = await makeStaff(request, baseURL, "Robin Staff");
    const offSite: string[] = [];
    await page.route(
      (url) => url.hostname.endsWith("evil.example"),
      (route) => {
        offSite.push(route.request().url());
        return route.fulfill({ status: 200, body: "off the site" });
      },
    );
    await page.goto(`/sign-in?next=${next}`);
    await page.getByRole("textbox", { name: "Username" }).fill(username);
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    // Signed in, the sign-in page sends staff to their console.
    await expect(page).toHaveURL(/\/admin$/);
    expect(new URL(page.url()).hostname).toBe(new URL(String(baseURL)).hostname);
    expect(offSite).toEqual([]);
  });
}
