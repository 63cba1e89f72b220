import { expect, type Request, test } from "@playwright/test";
import { walkFlow } from "./flowRunner";
import { makeStaff, STAFF_PASSWORD } from "./staffAccount";

// Issue 57 items 7 and 8: a session recording keeps no personal data shown as text (the free
// report's "Prepared for" block), and nothing is recorded before the visitor consents.
test("a real visitor's recording of /free-report holds no name or address as text, and starts at consent", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A real visitor's browser: the recorder runs only when navigator.webdriver is false. The
  // third-party scripts it also starts are refused here (no network).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
  await page.route(/googletagmanager|google-analytics|lidstatic|leadid|trustedform/, (route) => route.abort());
  const sent: { at: number }[] = [];
  let consentAt = Number.POSITIVE_INFINITY;
  page.on("request", (request: Request) => {
    const path = new URL(request.url()).pathname;
    const body = request.postData() ?? "";
    if (path === "/api/rrweb-recording") sent.push({ at: Date.now() });
    if (path === "/api/update_customer" && body.includes('"tcpa_accepted":true'))
      consentAt = Math.min(consentAt, Date.now());
  });

  await walkFlow(page, "/free-report", "en");
  const report = page.locator("[data-free-report]");
  await expect(report.getByText("Prepared for")).toBeVisible();
  await expect(report.getByText("Maria Lopez")).toBeVisible();
  await expect(report.getByText("1204 E Camelback Rd")).toBeVisible();
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem("homefront-form") ?? "{}").state?.token);
  // Leaving the page sends what the recorder holds (the page stays, so the send completes).
  const last = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/rrweb-recording");
  await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
  expect((await last).status()).toBe(200);

  expect(sent.length).toBeGreaterThan(0);
  for (const upload of sent) expect(upload.at).toBeGreaterThanOrEqual(consentAt);
  // What the site stored, as staff replay it.
  const api = String(baseURL).replace("sunsaverprogram.com.localhost", "127.0.0.1");
  const username = await makeStaff(request, baseURL, "Rita Staff");
  const signedIn = await request.post(`${api}/api/auth/sign-in/username`, {
    headers: { origin: api },
    data: { username, password: STAFF_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const stored = await request.get(`${api}/api/console/recording?token=${token}`);
  expect(stored.status()).toBe(200);
  const recorded = await stored.text();
  // The page was recorded (its words are there), but none of the visitor's own.
  expect(recorded).toContain("Prepared for");
  for (const personal of ["Maria", "Lopez", "Camelback", "maria.lopez@example.com", "555-0142"]) {
    expect(recorded).not.toContain(personal);
  }
});
