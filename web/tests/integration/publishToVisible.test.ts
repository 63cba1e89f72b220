import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { publishSignatureHeader } from "@/lib/content/publishSignature";
import { get } from "./support/request";

const baseUrl = inject("baseUrl");
const datasetFile = inject("datasetFile");
const host = "sunsaverprogram.com";
const page = "/legal/do-not-call-policy";
const BEFORE = "How to Ask Us Not to Call or Text You";
const AFTER = "How to Ask Us to Stop Calling or Texting You";

/** A publish as the Lake does it: the stored document changes, then the signed webhook names its type. */
async function publish(from: string, to: string) {
  writeFileSync(datasetFile, readFileSync(datasetFile, "utf8").replace(`"text":"${from}"`, `"text":"${to}"`));
  const body = JSON.stringify({ _type: "legalPage" });
  const reply = await fetch(new URL("/api/revalidate", baseUrl), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sanity-webhook-signature": publishSignatureHeader(body, "integration-publish-secret"),
    },
    body,
  });
  expect(reply.status).toBe(200);
}

describe("publish to visible (issue 12 item 7)", () => {
  it("shows a published change to the first visitor after the webhook, within 5 s", async () => {
    // The page is in the cache, as it is for every visitor before the publish.
    expect((await get(baseUrl, page, host)).body).toContain(BEFORE);
    expect((await get(baseUrl, page, host)).body).toContain(BEFORE);
    try {
      const started = performance.now();
      await publish(BEFORE, AFTER);
      const first = await get(baseUrl, page, host);
      const elapsed = performance.now() - started;
      expect(first.body).toContain(AFTER);
      expect(first.body).not.toContain(BEFORE);
      expect(elapsed).toBeLessThanOrEqual(5000);
    } finally {
      await publish(AFTER, BEFORE);
    }
    expect((await get(baseUrl, page, host)).body).toContain(BEFORE);
  });
});
