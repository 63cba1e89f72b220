import { expect, type Page, test } from "@playwright/test";
import { walkFlow } from "./flowRunner";

/**
 * Issue 11: every answer carries the security headers, and a visitor's browser, third-party
 * scripts included, walks a flow without one Content-Security-Policy violation. The vendors' hosts
 * are answered by local stand-ins that do what the real scripts do: load from their origin, then
 * call their services and drop pixels.
 */

const STAND_INS: Record<string, string> = {
  "https://www.googletagmanager.com/gtm.js": `
    window.__standIns = [...(window.__standIns ?? []), "tagManager"];
    fetch("https://www.google-analytics.com/g/collect?v=2&tid=G-STANDIN", { method: "POST", mode: "no-cors", keepalive: true });
    new Image().src = "https://www.googletagmanager.com/a?id=stand-in";`,
  "https://api.trustedform.com/trustedform.js": `
    window.__standIns = [...(window.__standIns ?? []), "trustedForm"];
    fetch("https://cert.trustedform.com/ping", { method: "POST", mode: "no-cors" });
    new Image().src = "https://api.trustedform.com/pixel.gif";`,
};

async function asAVisitorWithStandIns(page: Page) {
  // A real visitor's browser: the scripts are skipped only when navigator.webdriver is true.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
  const thirdParty =
    /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|lidstatic|leadid|trustedform)\.com\//;
  await page.route(thirdParty, (route) => {
    const url = route.request().url();
    const script = Object.entries(STAND_INS).find(([prefix]) => url.startsWith(prefix))?.[1];
    return script
      ? route.fulfill({ status: 200, contentType: "text/javascript", body: script })
      : route.fulfill({ status: 204, body: "" });
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("a flow walked with the third-party scripts' stand-ins meets no Content-Security-Policy violation", async ({
  page,
}) => {
  const violations = await asAVisitorWithStandIns(page);
  await walkFlow(page, "/savings-mini", "en");
  expect(await page.evaluate(() => (window as { __standIns?: string[] }).__standIns ?? [])).toEqual(
    expect.arrayContaining(["tagManager", "trustedForm"]),
  );
  expect(violations).toEqual([]);
});

test("the policy refuses what it does not name: a script from another origin, and framing by another site", async ({
  page,
}) => {
  const violations = await asAVisitorWithStandIns(page);
  await page.route("https://evil.example/**", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await page.goto("/legal/privacy-policy");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.src = "https://evil.example/x.js";
    document.head.appendChild(script);
  });
  await expect.poll(() => violations.join(" ")).toContain("evil.example");
  // Another site framing the consent step (clickjacking the consent button) gets nothing.
  const consentStep = new URL("/savings-mini/phone", page.url()).href;
  await page.route("http://attacker.example/", (route) =>
    route.fulfill({ contentType: "text/html", body: `<iframe src="${consentStep}"></iframe>` }),
  );
  await page.goto("http://attacker.example/");
  // Chromium replaces a refused frame with its error page.
  await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
});

test("pages and backend answers carry the security headers; no internal route leaks; PII answers are not cached", async ({
  page,
}) => {
  const headersOf = async (path: string) => (await page.goto(path))?.headers() ?? {};
  for (const path of ["/", "/savings-mini/zip", "/legal/privacy-policy", "/api/lead?token=nottherightshape"]) {
    const headers = await headersOf(path);
    expect(headers["content-security-policy"], path).toMatch(/default-src 'self'/);
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d{8}/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-middleware-rewrite"], path).toBeUndefined();
  }
  for (const path of ["/api/lead?token=nottherightshape", "/api/show_token_customer?customer_token=x&api_key=y"]) {
    expect((await headersOf(path))["cache-control"], path).toBe("no-store");
  }
});
