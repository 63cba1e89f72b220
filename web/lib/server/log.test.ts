import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, REDACTED_KEYS, withRequestId } from "./log";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger(stream) };
}

describe("the server log", () => {
  it("redacts every PII lead field and the consent text, at the top and nested", () => {
    const { lines, logger } = capture();
    logger.error(
      {
        email: "maria@example.com",
        body: {
          first_name: "Maria",
          phone: "4805550142",
          zip: "85004",
          tcpa_consent_text: "call me at (480) 555-0142",
        },
        lead: { answers: { street_address: "1 Main St", homeowner_renter: "homeowner" } },
      },
      "save failed",
    );
    const text = JSON.stringify(lines);
    for (const secret of ["maria@example.com", "Maria", "4805550142", "555-0142", "1 Main St", "85004"]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({
      msg: "save failed",
      level: 50,
      lead: { answers: { homeowner_renter: "homeowner" } },
    });
  });

  it("takes its list from the lead-field table: names, e-mail, phone, address and location fields", () => {
    expect(REDACTED_KEYS).toEqual(
      expect.arrayContaining(["first_name", "last_name", "email", "phone", "street_address", "zip", "ip_address"]),
    );
    expect(REDACTED_KEYS).not.toContain("homeowner_renter");
  });

  it("puts the request's id on every line written while the request is handled, even after an await", async () => {
    const { lines, logger } = capture();
    await withRequestId("req-123", async () => {
      logger.info("first");
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.info("second");
    });
    logger.info("outside");
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ["first", "req-123"],
      ["second", "req-123"],
      ["outside", undefined],
    ]);
  });
});
