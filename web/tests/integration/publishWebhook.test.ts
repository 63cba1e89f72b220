import { describe, expect, inject, it } from "vitest";
import { MAX_SIGNATURE_AGE_MS, publishSignatureHeader } from "@/lib/content/publishSignature";
import { get } from "./support/request";

const baseUrl = inject("baseUrl");
const secret = "integration-publish-secret";

const publish = (body: string, signature: string | null) =>
  fetch(new URL("/api/revalidate", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "sanity-webhook-signature": signature } : {}) },
    body,
  });

describe("the publish webhook (issue 12 item 7)", () => {
  const body = JSON.stringify({ _type: "legalPage" });

  it("expires the published type's cache when the signature is fresh and right", async () => {
    const reply = await publish(body, publishSignatureHeader(body, secret));
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ revalidated: "legalPage" });
    // The next visitor gets the page, rendered again.
    const page = await get(baseUrl, "/legal/privacy-policy", "sunsaverprogram.com");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Privacy");
  });

  it("refuses a replay of a signed request more than five minutes old", async () => {
    const reply = await publish(body, publishSignatureHeader(body, secret, Date.now() - MAX_SIGNATURE_AGE_MS - 60_000));
    expect(reply.status).toBe(401);
    expect((await reply.json()).error).toBe(
      "The signature is more than five minutes old or ahead: refused as a replay.",
    );
  });

  it("refuses another secret's signature, none at all, and a body that names no type", async () => {
    expect((await publish(body, publishSignatureHeader(body, "guessed"))).status).toBe(401);
    expect((await publish(body, null)).status).toBe(401);
    const nameless = JSON.stringify({ title: "x" });
    const reply = await publish(nameless, publishSignatureHeader(nameless, secret));
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: "Body must name the document _type" });
  });
});
