import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env/parse.mjs";
import { type Handle, openDatabase } from "@/lib/server/db";
import { authAccounts, authSessions, authUsers } from "@/lib/server/db/schema";
import { createPartnerAccount, createStaffAccount } from "./accounts";
import { createAuth } from "./auth";

const dataDir = mkdtempSync(join(tmpdir(), "homefront-auth-"));
let handle: Handle;

beforeAll(async () => {
  handle = await openDatabase(parseEnv({ PGLITE_DATA_DIR: join(dataDir, "pglite") }));
  // The process-wide auth, over this test's own embedded database.
  (globalThis as { homefrontAuth?: unknown }).homefrontAuth = Promise.resolve(createAuth(handle.db, parseEnv({})));
}, 60_000);

afterAll(async () => {
  await handle.close();
  (globalThis as { homefrontAuth?: unknown }).homefrontAuth = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

// A host that is none of the brands': no confirmation mail (and no content needed to send one).
const request = () =>
  new Request("http://127.0.0.1/api/account/partner", { method: "POST", headers: { host: "127.0.0.1" } });

describe("accounts on the embedded database", () => {
  it("stores a memory-hard hash of the password, never the password", async () => {
    const password = "Sunny#Roof42";
    const answer = await createStaffAccount(handle.db, request(), {
      name: "Dana Staff",
      email: "dana@example.com",
      username: "danastaff",
      password,
    });
    expect(answer.status).toBe(201);
    const [user] = await handle.db.select().from(authUsers).where(eq(authUsers.username, "danastaff"));
    expect(user).toMatchObject({ role: "staff", email: "dana@example.com", emailVerified: true });
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

  it("makes a partner's account closed: no session until the e-mail is confirmed", async () => {
    const answer = await createPartnerAccount(handle.db, request(), {
      name: "Sam Seller",
      email: "sam@example.com",
      username: "samseller",
      password: "Sunny#Roof42",
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const [user] = await handle.db.select().from(authUsers).where(eq(authUsers.username, "samseller"));
    expect(user).toMatchObject({ role: "partner", emailVerified: false });
    expect(
      await handle.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, String(user?.id))),
    ).toEqual([]);
  });
});
