import { encodeSignatureHeader } from "@sanity/webhook";
import { describe, expect, it } from "vitest";
import { checkPublishSignature, MAX_SIGNATURE_AGE_MS, publishSignatureHeader } from "./publishSignature";

const body = JSON.stringify({ _type: "legalPage" });
const secret = "publish-secret";
const now = 1_790_000_000_000;

describe("checkPublishSignature", () => {
  it("takes a signature made as Sanity's own toolkit makes it", async () => {
    const header = await encodeSignatureHeader(body, now, secret);
    expect(header).toBe(publishSignatureHeader(body, secret, now));
    expect(checkPublishSignature(body, header, secret, now + 1000)).toBe("valid");
  });

  it("refuses a replay older than five minutes, and one dated in the future past that", () => {
    expect(
      checkPublishSignature(body, publishSignatureHeader(body, secret, now), secret, now + MAX_SIGNATURE_AGE_MS + 1),
    ).toBe("stale");
    expect(
      checkPublishSignature(body, publishSignatureHeader(body, secret, now + MAX_SIGNATURE_AGE_MS + 1), secret, now),
    ).toBe("stale");
  });

  it("refuses another body, another secret, a missing or malformed header", () => {
    const header = publishSignatureHeader(body, secret, now);
    expect(checkPublishSignature(JSON.stringify({ _type: "brand" }), header, secret, now)).toBe("invalid");
    expect(checkPublishSignature(body, header, "other", now)).toBe("invalid");
    expect(checkPublishSignature(body, `${header}x`, secret, now)).toBe("invalid");
    expect(checkPublishSignature(body, null, secret, now)).toBe("missing");
    expect(checkPublishSignature(body, "v1=abc", secret, now)).toBe("malformed");
  });
});
