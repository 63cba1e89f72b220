import { HttpError } from "@/lib/server/http/responses";
import { getAuth } from "./auth";
import { isRole, type Role } from "./roles";

export type SignedIn = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  role: Role;
};

/** The account signed in with the request's session cookie, or null. */
export async function signedInUser(headers: Headers): Promise<SignedIn | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { username?: string | null };
  if (!isRole(user.role)) return null;
  // A partner's account opens once its e-mail is confirmed (lib/server/auth/accounts.ts).
  if (user.role === "partner" && !user.emailVerified) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.username ?? null,
    role: user.role,
  };
}

/** The signed-in account if it has one of `roles`: otherwise 401 (nobody signed in) or 403. */
export async function requireRole(request: Request, roles: readonly Role[]): Promise<SignedIn> {
  const user = await signedInUser(request.headers);
  if (!user) throw new HttpError(401, "Sign in to continue.");
  if (!roles.includes(user.role)) throw new HttpError(403, "This account cannot do that.");
  return user;
}
