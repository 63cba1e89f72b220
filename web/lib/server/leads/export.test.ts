import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env/parse.mjs";
import { openDatabase } from "@/lib/server/db";
import { CSV_COLUMNS } from "./csv";
import { createCustomer, updateCustomer } from "./customers";

const root = mkdtempSync(join(tmpdir(), "homefront-export-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const web = join(import.meta.dirname, "..", "..", "..");

describe("npm run leads:export", () => {
  it("writes every complete lead, and only those, as CSV with its consent evidence", async () => {
    const env = { PGLITE_DATA_DIR: join(root, "pglite") };
    const handle = await openDatabase(parseEnv(env));
    const base = {
      brand: "sunsaver",
      product: "solar",
      category: "solar",
      flowType: "/savings-mini",
      clientApp: "homefront-web",
      landingUrl: "https://sunsaverprogram.com/savings-mini",
      landingParams: { utm_source: "google" },
      navigator: {},
      pageContext: {},
      ipAddress: "68.2.0.1",
      userAgent: "test",
    };
    const complete = await createCustomer(handle.db, base);
    const partial = await createCustomer(handle.db, base);
    await updateCustomer(
      handle.db,
      complete.token,
      {
        first_name: "Maria",
        last_name: "Lopez, Jr.",
        email: "maria@example.com",
        phone: "(480) 555-0142",
        zip: "85253",
        tcpa_accepted: true,
      },
      {
        consentText: 'I agree to be called at (480) 555-0142, "as shown".',
        consentVersion: "2026-10-01",
        ipAddress: "68.2.0.1",
        userAgent: "Mozilla/5.0",
        pageUrl: "https://sunsaverprogram.com/savings-mini/phone",
        certUrl: "https://cert.trustedform.com/abc",
        pingUrl: "https://ping.trustedform.com/abc",
        leadIdToken: "LEAD-ID-1",
        shownOnSite: [
          { version: "2026-10-01", textFor: (phone: string) => `I agree to be called at ${phone}, "as shown".` },
        ],
      },
    );
    await updateCustomer(handle.db, partial.token, { first_name: "Only" }, null);
    await handle.close();

    const out = join(root, "leads.csv");
    await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/leads-export.ts", "--out", out], {
      cwd: web,
      env: { ...process.env, ...env, DATABASE_URL: "" },
    });
    const lines = readFileSync(out, "utf8").trim().split("\n");
    expect(lines[0]).toBe(CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(complete.customerId);
    expect(lines[1]).toContain('"Lopez, Jr."');
    expect(lines[1]).toContain('"I agree to be called at (480) 555-0142, ""as shown""."');
    expect(lines[1]).toContain(",2026-10-01,");
    expect(lines[1]).toContain(
      "https://cert.trustedform.com/abc,https://ping.trustedform.com/abc,LEAD-ID-1,4805550142,",
    );
  }, 120_000);
});
