import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db";
import { authUsers } from "@/lib/server/db/schema";
import { HttpError, json } from "@/lib/server/http/responses";
import { getAuth } from "./auth";
import type { Role } from "./roles";

export type NewAccount = { name: string; email: string; username: string; password: string };

/** better-auth's refusals, as the field a person fixes and the words they read. */
const REFUSALS: Record<string, [field: string, message: string]> = {
  USER_ALREADY_EXISTS: ["email", "An account with this e-mail already exists: sign in instead."],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ["email", "An account with this e-mail already exists: sign in instead."],
  // Its insert lost a race to another sign-up with the same e-mail (the unique index).
  FAILED_TO_CREATE_USER: ["email", "An account with this e-mail already exists: sign in instead."],
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

/**
 * Makes an account of `role` through better-auth (its password hash, its session cookie), then
 * gives it the role and, for a homeowner, the lead. Answers 201 with the session cookie set, or
 * 409/422 with the field to fix. A lead claimed twice at once: the second loses on the unique
 * index and its account is removed again.
 */
export async function createAccount(
  db: Database,
  request: Request,
  account: NewAccount,
  role: Role,
  customerRef: number | null = null,
): Promise<Response> {
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
    const refusal = body.code ? REFUSALS[body.code] : undefined;
    if (refusal) {
      const [field, message] = refusal;
      throw new HttpError(field === "password" ? 422 : 409, "The account could not be made.", {
        [field]: message || body.message || "Not accepted.",
      });
    }
    throw new Error(`sign-up refused with ${answer.status} ${body.code ?? ""}`);
  }
  const { user } = (await answer.json()) as { user: { id: string } };
  try {
    await db.update(authUsers).set({ role, customerRef }).where(eq(authUsers.id, user.id));
  } catch (error) {
    await db.delete(authUsers).where(eq(authUsers.id, user.id));
    if (isUniqueViolation(error)) {
      throw new HttpError(409, "This project already has an account: sign in instead.", {
        token: "This project already has an account: sign in instead.",
      });
    }
    throw error;
  }
  const response = json({ user: { id: user.id, role } }, 201);
  for (const cookie of answer.headers.getSetCookie()) response.headers.append("set-cookie", cookie);
  return response;
}
