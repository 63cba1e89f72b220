import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env/parse.mjs";
import { openDatabase } from "./index";
import { DatabaseLockedError } from "./lock";
import { customers } from "./schema";

const root = mkdtempSync(join(tmpdir(), "homefront-db-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the embedded database", () => {
  it("migrates on open, keeps rows across a reopen, and refuses a second opener while open", async () => {
    const env = parseEnv({ PGLITE_DATA_DIR: join(root, "pglite") });
    const first = await openDatabase(env);
    expect(first.kind).toBe("pglite");
    await first.db.insert(customers).values({ token: "t-1", product: "solar", category: "solar", clientApp: "test" });

    await expect(openDatabase(env)).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(openDatabase(env)).rejects.toThrow(/already open in process \d+.*DATABASE_URL/);

    await first.close();
    const second = await openDatabase(env);
    const rows = await second.db.select().from(customers).where(eq(customers.token, "t-1"));
    expect(rows).toHaveLength(1);
    await second.close();
  }, 60_000);
});
