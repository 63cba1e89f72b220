import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env/parse.mjs";
import { describeError, isDatabaseUnavailable } from "./errors";
import { openDatabase } from "./index";
import { customers } from "./schema";

const root = mkdtempSync(join(tmpdir(), "homefront-db-errors-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The error a statement really raises, caught. */
async function caught(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the statement did not fail");
}

describe("database errors", () => {
  it("describe a failed insert by its class, SQLSTATE and table, without the values it carried", async () => {
    const handle = await openDatabase(parseEnv({ PGLITE_DATA_DIR: join(root, "pglite") }));
    try {
      const row = { token: "tok-1", product: "solar", category: "solar", clientApp: "maria.lopez@example.com" };
      await handle.db.insert(customers).values(row);
      // The same token again: a unique violation whose message and detail name the value.
      const error = await caught(() => handle.db.insert(customers).values(row));
      const described = describeError(error);
      expect(described).toMatch(/insert into "customers"/);
      expect(described).toContain("23505");
      expect(described).not.toContain("maria.lopez@example.com");
      expect(described).not.toContain("tok-1");
      expect(String(error)).toContain("maria.lopez@example.com"); // what the raw error would have logged
      expect(isDatabaseUnavailable(error)).toBe(false);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("tell an unreachable Postgres server apart (a 503, not a 500)", async () => {
    // Nothing listens on port 9 of this machine: the connection is refused.
    const error = await caught(() =>
      openDatabase(
        parseEnv({ DATABASE_URL: "postgres://nobody:secret@127.0.0.1:9/none", DATABASE_CONNECT_TIMEOUT_MS: "2000" }),
      ),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeError(error)).not.toContain("secret");
  }, 30_000);
});
