import { randomBytes } from "node:crypto";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, inject, it, vi } from "vitest";
import { get } from "./support/request";

const baseUrl = inject("baseUrl");
const datasetFile = inject("datasetFile");
const host = "sunsaverprogram.com";
const step = "/savings-mini/homeowner-renter";
const PUBLISHED = "Do you own or rent your home?";
const DRAFT = "Do you own the home you live in?";

/** What the Presentation tool does when an editor opens the site: a secret document, written now (or `ageSeconds` ago). */
function writePreviewSecret(ageSeconds = 0): string {
  const secret = randomBytes(16).toString("hex");
  const document = {
    _id: `sanity-preview-url-secret.${secret.slice(0, 12)}`,
    _type: "sanity.previewUrlSecret",
    _updatedAt: new Date(Date.now() - ageSeconds * 1000).toISOString(),
    secret,
    studioUrl: "http://localhost:3333",
  };
  appendFileSync(datasetFile, `${JSON.stringify(document)}\n`);
  return secret;
}

const enable = (secret: string, pathname = step) =>
  get(
    baseUrl,
    `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`,
    host,
  );

const cookiesOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe("draft mode (issue 12 item 1)", () => {
  it("turns on with a fresh secret from the Studio and shows the drafts, with the preview tools", async () => {
    const answer = await enable(writePreviewSecret());
    expect(answer.status).toBe(307);
    // On the brand host the browser asked: relative, so the cookie just set goes with it.
    expect(answer.headers.location).toBe(step);
    const cookie = cookiesOf(answer.headers["set-cookie"]);
    expect(cookie).toContain("__prerender_bypass=");
    // The Studio shows the preview in a frame: its origin may frame it, and only in draft mode.
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors http://localhost:3333");

    const previewed = await get(baseUrl, step, host, { cookie });
    expect(previewed.status).toBe(200);
    expect(previewed.body).toContain(DRAFT);
    expect(previewed.body).not.toContain(PUBLISHED);
    expect(previewed.body).toContain("data-preview-bar");
    expect(previewed.headers["content-security-policy"]).toContain("frame-ancestors http://localhost:3333");

    // Visitors, and the editor once out of draft mode, get the published step and no preview tools.
    const visitor = await get(baseUrl, step, host);
    expect(visitor.body).toContain(PUBLISHED);
    expect(visitor.body).not.toContain(DRAFT);
    expect(visitor.body).not.toContain("data-preview-bar");
    expect(visitor.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const exit = await get(baseUrl, `/api/draft-mode/disable?to=${encodeURIComponent(step)}`, host, { cookie });
    expect(exit.status).toBe(303);
    expect(exit.headers.location).toBe(step);
    expect(String(exit.headers["set-cookie"])).toMatch(/__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/i);
  });

  it("refuses a wrong, missing or expired secret with a JSON reason and no cookie", async () => {
    for (const answer of [
      await enable("not-the-secret"),
      await enable(writePreviewSecret(2 * 3600)),
      await get(baseUrl, "/api/draft-mode/enable?sanity-preview-pathname=/savings", host),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.headers["set-cookie"]).toBeUndefined();
      expect(JSON.parse(answer.body).error).toMatch(/preview link/);
    }
  });

  it("walks a new flow in draft mode before it is published, which visitors cannot reach (issue 61)", async () => {
    const cookie = cookiesOf((await enable(writePreviewSecret())).headers["set-cookie"]);
    const before = readFileSync(datasetFile, "utf8");
    const mini = before.split("\n").find((line) => line.includes('"_id":"flow.savings-mini"')) ?? "";
    const draft = {
      ...JSON.parse(mini),
      _id: "drafts.flow.savings-draft",
      prefix: { _type: "slug", current: "/savings-draft" },
    };
    appendFileSync(datasetFile, `${JSON.stringify(draft)}\n`);
    try {
      // The proxy reads draft flows again within a second: no webhook tells it of a draft.
      await vi.waitFor(
        async () => {
          const previewed = await get(baseUrl, "/savings-draft/homeowner-renter", host, { cookie });
          expect([previewed.status, previewed.body.includes(DRAFT)]).toEqual([200, true]);
        },
        { timeout: 5000, interval: 200 },
      );
      expect((await get(baseUrl, "/savings-draft/homeowner-renter", host)).status).toBe(404);
      // A draft-mode cookie made up by a visitor routes to the draft's path, where the page, not
      // in draft mode, finds nothing.
      expect(
        (await get(baseUrl, "/savings-draft/homeowner-renter", host, { cookie: "__prerender_bypass=x" })).status,
      ).toBe(404);
    } finally {
      writeFileSync(datasetFile, readFileSync(datasetFile, "utf8").replace(`${JSON.stringify(draft)}\n`, ""));
    }
  });

  it("sends the editor only to a page of this site", async () => {
    const answer = await enable(writePreviewSecret(), "//attacker.example/savings");
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe("/savings");
  });
});
