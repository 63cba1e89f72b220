import { APIError } from "better-auth/api";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db";
import { authSessions, authUsers, homeownerProjects } from "@/lib/server/db/schema";
import { HttpError, json } from "@/lib/server/http/responses";
import { getAuth } from "./auth";
import type { Role } from "./roles";
import { sendEmailVerification } from "./verificationMail";

export type NewAccount = { name: string; email: string; username: string; password: string };

export const EMAIL_TAKEN = "An account with this e-mail already exists: sign in instead.";
export const PROJECT_CLAIMED = "This project already has an account: sign in instead.";

/** better-auth's refusals, as the field a person fixes and the words they read. */
const REFUSALS: Record<string, [field: string, message: string]> = {
  USER_ALREADY_EXISTS: ["email", EMAIL_TAKEN],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ["email", EMAIL_TAKEN],
  // Its insert lost a race to another sign-up with the same e-mail (the unique index).
  FAILED_TO_CREATE_USER: ["email", EMAIL_TAKEN],
  USERNAME_IS_ALREADY_TAKEN: ["username", "This username is taken: choose another."],
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: ["username", "This username is taken: choose another."],
  INVALID_USERNAME: ["username", "This username is not allowed."],
  PASSWORD_RULES: ["password", ""],
};

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (error: unknown): boolean => {
  for (let link = error as { code?: unknown; cause?: unknown } | undefined; link; link = link.cause as typeof link) {
    if (link.code === UNIQUE_VIOLATION) return true;
  }
  return false;
};

type Refusal = { field: string; message: string };

/**
 * An account through better-auth (its password hash, its session cookie): the new user's id and
 * better-auth's answer, which carries the cookie. A refusal is a 409 or 422 naming the field to
 * fix; `duplicate` replaces the words for an e-mail that has an account already.
 */
async function signUp(request: Request, account: NewAccount, duplicate?: Refusal) {
  const auth = await getAuth();
  // A plugin's hook refuses by throwing even when a Response is asked for.
  const answer = await auth.api
    .signUpEmail({
      body: { name: account.name, email: account.email, username: account.username, password: account.password },
      headers: request.headers,
      asResponse: true,
    })
    .catch((error: unknown) => {
      if (error instanceof APIError) return Response.json(error.body ?? {}, { status: error.statusCode });
      throw error;
    });
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as { code?: string; message?: string };
    const known = body.code ? REFUSALS[body.code] : undefined;
    if (known) {
      const [field, message] = duplicate && known[1] === EMAIL_TAKEN ? [duplicate.field, duplicate.message] : known;
      throw new HttpError(field === "password" ? 422 : 409, "The account could not be made.", {
        [field]: message || body.message || "Not accepted.",
      });
    }
    throw new Error(`sign-up refused with ${answer.status} ${body.code ?? ""}`);
  }
  const { user } = (await answer.clone().json()) as { user: { id: string; email: string } };
  return { user, answer };
}

/** The answer of a new account: 201, with the session cookie of better-auth's `answer` when given. */
function made(userId: string, role: Role, answer: Response | null, extra: Record<string, unknown> = {}) {
  const response = json({ user: { id: userId, role }, ...extra }, 201);
  for (const cookie of answer?.headers.getSetCookie() ?? []) response.headers.append("set-cookie", cookie);
  return response;
}

/** The account that holds an e-mail (stored lower-cased by better-auth), or null. */
export async function accountOfEmail(db: Database, email: string) {
  const [holder] = await db
    .select({ id: authUsers.id, role: authUsers.role, emailVerified: authUsers.emailVerified })
    .from(authUsers)
    .where(eq(authUsers.email, email.trim().toLowerCase()))
    .limit(1);
  return holder ?? null;
}

/**
 * An e-mail is held only by an account that proved it: a partner account whose e-mail was never
 * confirmed gives it up to whoever signs up or claims a project with it (issue 57 item 9),
 * instead of blocking them for good. Its sessions and assignments go with it.
 */
export async function releaseUnconfirmedEmail(db: Database, email: string): Promise<void> {
  await db
    .delete(authUsers)
    .where(
      and(
        eq(authUsers.email, email.trim().toLowerCase()),
        eq(authUsers.role, "partner"),
        eq(authUsers.emailVerified, false),
      ),
    );
}

/**
 * A homeowner's account for the lead `customerId`, signed in (201 with the session cookie). A
 * lead claimed twice at once: the second loses on the project's unique index, or on the e-mail's,
 * and its account is removed again (409).
 */
export async function createHomeownerAccount(db: Database, request: Request, account: NewAccount, customerId: number) {
  const { user, answer } = await signUp(request, account, { field: "token", message: PROJECT_CLAIMED });
  try {
    await db.insert(homeownerProjects).values({ userId: user.id, customerId });
  } catch (error) {
    await db.delete(authUsers).where(eq(authUsers.id, user.id));
    if (isUniqueViolation(error)) throw new HttpError(409, PROJECT_CLAIMED, { token: PROJECT_CLAIMED });
    throw error;
  }
  return made(user.id, "homeowner", answer);
}

/**
 * A partner's account (the lead portal): made, but not open until its e-mail is confirmed. No
 * session cookie; the confirmation link goes to the e-mail given (lib/server/auth/verificationMail.ts).
 */
export async function createPartnerAccount(db: Database, request: Request, account: NewAccount) {
  await releaseUnconfirmedEmail(db, account.email);
  const { user } = await signUp(request, account);
  await db.update(authUsers).set({ role: "partner" }).where(eq(authUsers.id, user.id));
  // better-auth signed the new account in; it stays out until the e-mail is confirmed.
  await db.delete(authSessions).where(eq(authSessions.userId, user.id));
  await sendEmailVerification(user, request);
  return made(user.id, "partner", null, { verification: "sent" });
}

/** A staff account, made by the operator with the admin token, who vouches for its e-mail. */
export async function createStaffAccount(db: Database, request: Request, account: NewAccount) {
  await releaseUnconfirmedEmail(db, account.email);
  const { user, answer } = await signUp(request, account);
  await db
    .update(authUsers)
    .set({ role: "staff", emailVerified: true, updatedAt: sql`now()` })
    .where(eq(authUsers.id, user.id));
  return made(user.id, "staff", answer);
}
