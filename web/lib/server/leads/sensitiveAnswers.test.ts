import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env/parse.mjs";
import { customerView } from "@/lib/server/api/customerView";
import { type Handle, openDatabase } from "@/lib/server/db";
import { customers, outbox } from "@/lib/server/db/schema";
import { secretsDir } from "@/lib/server/http/generatedSecret";
import { csvRow } from "./csv";
import { createCustomer, updateCustomer } from "./customers";
import { type LeadRecord, recordForBuyer } from "./leadRecord";
import { answersKey, isSealed, open, seal, WITHHELD } from "./sensitiveAnswers";

const root = mkdtempSync(join(tmpdir(), "homefront-sensitive-"));
let handle: Handle;
beforeAll(async () => {
  handle = await openDatabase(parseEnv({ PGLITE_DATA_DIR: join(root, "pglite") }));
}, 60_000);
afterAll(async () => {
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

const lead = {
  first_name: "Maria",
  last_name: "Lopez",
  email: "maria.lopez@example.com",
  phone: "(480) 555-0142",
  street_address: "1 Main St",
  zip: "85004",
  monthly_electricity_bill_amount: 150,
};
const consent = {
  consentText: "By clicking, I agree to be called at (480) 555-0142.",
  consentVersion: "2026-10-01",
  ipAddress: null,
  userAgent: null,
  pageUrl: null,
  certUrl: null,
  pingUrl: null,
  leadIdToken: null,
  // The site shows exactly this consent (its text for the lead's phone).
  shownOnSite: [
    { version: "2026-10-01", textFor: (phone: string) => `By clicking, I agree to be called at ${phone}.` },
  ],
};

describe("sensitive answers at rest", () => {
  it("stores SSN, date of birth and income as ciphertext; the browser's view never has them", async () => {
    const { token } = await createCustomer(handle.db, {
      brand: null,
      product: "solar",
      category: "solar",
      flowType: "/savings",
      clientApp: "test",
      landingUrl: null,
      landingParams: {},
      navigator: {},
      pageContext: {},
      ipAddress: null,
      userAgent: null,
    });
    const result = await updateCustomer(
      handle.db,
      token,
      {
        ...lead,
        ssn: "123-45-6789",
        date_of_birth: "04/12/1980",
        annual_income: "from_50k_to_75k",
        tcpa_accepted: true,
      },
      consent,
    );
    expect(result.status).toBe("updated");
    const [row] = await handle.db.select().from(customers).where(eq(customers.token, token));
    const stored = JSON.stringify(row?.answers);
    for (const clear of ["123-45-6789", "6789", "04/12/1980", "from_50k_to_75k"]) expect(stored).not.toContain(clear);
    expect(isSealed(row?.answers.ssn)).toBe(true);
    // The other answers stay readable for the site and the buyer.
    expect(row?.answers.zip).toBe("85004");
    expect(row && customerView(row)).not.toHaveProperty("ssn");
    expect(row && customerView(row)).not.toHaveProperty("annual_income");
    expect(row && customerView(row)).toMatchObject({ zip: "85004", first_name: "Maria" });

    // The lead completed: its webhook payload waits in the outbox, sealed too.
    const [queued] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.customerId, row?.id ?? -1));
    expect(JSON.stringify(queued?.payload)).not.toContain("123-45-6789");
    const record = queued?.payload as LeadRecord;
    expect(recordForBuyer(record, false).answers).toMatchObject({
      ssn: WITHHELD,
      date_of_birth: WITHHELD,
      annual_income: WITHHELD,
      zip: "85004",
    });
    expect(recordForBuyer(record, true).answers).toMatchObject({
      ssn: "123-45-6789",
      date_of_birth: "04/12/1980",
      annual_income: "from_50k_to_75k",
    });
    expect(csvRow(recordForBuyer(record, false))).not.toContain("6789");
    expect(csvRow(recordForBuyer(record, false))).toContain(WITHHELD);
  }, 60_000);
});

describe("sealing", () => {
  const key = randomBytes(32);

  it("opens only with the same key and for the same field", () => {
    const sealed = seal("ssn", "123-45-6789", key);
    expect(sealed).toMatch(/^enc:v1:[\w-]+$/);
    expect(seal("ssn", "123-45-6789", key)).not.toBe(sealed); // a fresh IV each time
    expect(open("ssn", sealed, key)).toBe("123-45-6789");
    expect(() => open("ssn", sealed, randomBytes(32))).toThrow();
    // Copied into another field's place, it does not open: the field's name is authenticated.
    expect(() => open("date_of_birth", sealed, key)).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith("AA") ? "BB" : "AA"}`;
    expect(() => open("ssn", altered, key)).toThrow();
  });

  it("takes its key from ANSWERS_ENCRYPTION_KEY, or generates one for the embedded database, outside its folder", () => {
    const hex = randomBytes(32).toString("hex");
    expect(answersKey(parseEnv({ ANSWERS_ENCRYPTION_KEY: hex })).toString("hex")).toBe(hex);
    const base64 = randomBytes(32).toString("base64");
    expect(answersKey(parseEnv({ ANSWERS_ENCRYPTION_KEY: base64 })).toString("base64")).toBe(base64);
    expect(() => answersKey(parseEnv({ ANSWERS_ENCRYPTION_KEY: "short" }))).toThrow(/32 bytes/);
    expect(() => answersKey(parseEnv({ DATABASE_URL: "postgres://db/leads", NODE_ENV: "production" }))).toThrow(
      /ANSWERS_ENCRYPTION_KEY is required with DATABASE_URL in production/,
    );
    const env = parseEnv({ PGLITE_DATA_DIR: join(root, "keyed", "pglite"), XDG_CONFIG_HOME: join(root, "config") });
    const generated = answersKey(env);
    expect(generated).toHaveLength(32);
    // Kept across restarts: the same key is read back from the file.
    expect(answersKey(env).equals(generated)).toBe(true);
    const file = JSON.parse(readFileSync(join(secretsDir(env), "secrets.json"), "utf8"));
    expect(Buffer.from(file.answers_encryption_key, "base64url").equals(generated)).toBe(true);
  });
});
