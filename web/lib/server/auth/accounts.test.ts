import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Handle, openDatabase } from "@/lib/server/db";
import { authAccounts, authUsers } from "@/lib/server/db/schema";
import { createAccount } from "./accounts";
import { createAuth } from "./auth";

const dataDir = mkdtempSync(join(tmpdir(), "homefront-auth-"));
let handle: Handle;

beforeAll(async () => {
  handle = await openDatabase({ PGLITE_DATA_DIR: join(dataDir, "pglite") });
  // The process-wide auth, over this test's own embedded database.
  (globalThis as { homefrontAuth?: unknown }).homefrontAuth = Promise.resolve(createAuth(handle.db, {}));
}, 60_000);

afterAll(async () => {
  await handle.close();
  (globalThis as { homefrontAuth?: unknown }).homefrontAuth = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

const request = () =>
  new Request("http://sunsaverprogram.com.localhost/api/account/partner", {
    method: "POST",
    headers: { host: "sunsaverprogram.com.localhost" },
  });

describe("accounts on the embedded database", () => {
  it("stores a memory-hard hash of the password, never the password", async () => {
    const password = "Sunny#Roof42";
    const answer = await createAccount(
      handle.db,
      request(),
      { name: "Sam Seller", email: "sam@example.com", username: "samseller", password },
      "partner",
    );
    expect(answer.status).toBe(201);
    const [user] = await handle.db.select().from(authUsers).where(eq(authUsers.username, "samseller"));
    expect(user).toMatchObject({ role: "partner", email: "sam@example.com", customerRef: null });
    const [credential] = await handle.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, String(user?.id)));
    expect(credential?.providerId).toBe("credential");
    expect(credential?.password).not.toContain(password);
    // better-auth's scrypt: a random salt and the derived key, both hex.
    expect(credential?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(answer.headers.getSetCookie().join(";")).toMatch(/session_token=.*HttpOnly/i);
  });

  it("gives the role only through our routes: the account's own fields cannot carry one", async () => {
    const answer = await createAccount(
      handle.db,
      request(),
      { name: "Eve", email: "eve@example.com", username: "evesmith", password: "Sunny#Roof42" },
      "homeowner",
    );
    expect(answer.status).toBe(201);
    const [user] = await handle.db.select().from(authUsers).where(eq(authUsers.username, "evesmith"));
    expect(user?.role).toBe("homeowner");
  });
});
