import { describe, expect, inject, it } from "vitest";
import { get } from "./support/request";

const baseUrl = inject("baseUrl");
const host = "sunsaverprogram.com";

/** Where a browser on the brand's site goes with this Location: tabs, newlines and backslashes read as it reads them. */
const destination = (location: string | string[] | undefined) => new URL(String(location), `https://${host}/`);

describe("redirects stay on the site (issue 57 item 4)", () => {
  it.each([
    ["a backslash after the slash", "/%5Cevil.example/x"],
    ["a tab after the slash", "/%09/evil.example/x"],
    ["a newline after the slash", "/%0A/evil.example/x"],
    ["a protocol-relative path", "//evil.example/x"],
    ["a full URL", "https://evil.example/x"],
  ])("leaving draft mode with %s in `to` lands on this host", async (_what, to) => {
    const answer = await get(baseUrl, `/api/draft-mode/disable?to=${to}`, host);
    expect(answer.status).toBe(303);
    expect(destination(answer.headers.location).host).toBe(host);
  });

  it("leaving draft mode keeps a path of this site", async () => {
    const answer = await get(baseUrl, `/api/draft-mode/disable?to=${encodeURIComponent("/solar-101?x=1")}`, host);
    expect(answer.headers.location).toBe("/solar-101?x=1");
  });
});
