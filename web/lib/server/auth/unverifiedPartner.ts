import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db";
import { authAccounts, authUsers } from "@/lib/server/db/schema";

/** What a sign-in hook sees of better-auth's context. */
type SignInContext = {
  body?: unknown;
  context: { password: { verify: (data: { hash: string; password: string }) => Promise<boolean> } };
};

/**
 * True when a sign-in names a partner whose e-mail is not confirmed yet and gives that account's
 * right password: only then is the refusal told (a wrong password stays the usual 401, so this
 * says nothing about which usernames exist). Usernames are kept lower-cased (better-auth's
 * username plugin), so the lookup is too.
 */
export async function unverifiedPartnerSignIn(db: Database, ctx: SignInContext): Promise<boolean> {
  const body = (ctx.body ?? {}) as { username?: unknown; password?: unknown };
  if (typeof body.username !== "string" || typeof body.password !== "string") return false;
  const [account] = await db
    .select({ role: authUsers.role, emailVerified: authUsers.emailVerified, hash: authAccounts.password })
    .from(authUsers)
    .innerJoin(authAccounts, and(eq(authAccounts.userId, authUsers.id), eq(authAccounts.providerId, "credential")))
    .where(eq(authUsers.username, body.username.trim().toLowerCase()))
    .limit(1);
  if (account?.role !== "partner" || account.emailVerified || !account.hash) return false;
  return ctx.context.password.verify({ hash: account.hash, password: body.password });
}
