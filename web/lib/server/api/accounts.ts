import { eq } from "drizzle-orm";
import {
  accountOfEmail,
  createHomeownerAccount,
  createPartnerAccount,
  createStaffAccount,
  EMAIL_TAKEN,
  PROJECT_CLAIMED,
  releaseUnconfirmedEmail,
} from "@/lib/server/auth/accounts";
import type { Database } from "@/lib/server/db";
import { homeownerProjects } from "@/lib/server/db/schema";
import { HttpError } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { homeownerAccountSchema, namedAccountSchema } from "./schemas";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Words of a claim whose e-mail has an account already (issue 58 item 4): the way on, not a dead end. */
export const KNOWN_EMAIL =
  "You already have an account with this e-mail: sign in with it, and this project is added to your account.";

/**
 * The lead a project link names, if it can become a homeowner's project: complete (the account is
 * made from its answers) and nobody's yet. With its e-mail.
 */
export async function claimableLead(db: Database, token: string) {
  const customer = await findCustomer(db, token);
  if (!customer) throw new HttpError(404, "No project has this link.", { token: "No project has this link." });
  const email = text(customer.answers.email);
  if (!customer.completedAt || !email) {
    throw new HttpError(409, "Finish the questionnaire first: the account is made from its answers.", {
      token: "This project is not complete yet.",
    });
  }
  const [claimed] = await db
    .select({ userId: homeownerProjects.userId })
    .from(homeownerProjects)
    .where(eq(homeownerProjects.customerId, customer.id))
    .limit(1);
  return { customer, email, claimedBy: claimed?.userId ?? null };
}

/**
 * POST /api/account/homeowner: the homeowner opens the link of their confirmation (their lead's
 * token) and chooses a username and password. Only a complete lead, and only once. An e-mail with
 * a homeowner's account already (a second project) is signed in to instead, which adds the
 * project (POST /api/account/project); a partner account that never confirmed the e-mail gives
 * way to the homeowner.
 */
export const handleHomeownerAccount = route(
  { name: "account_homeowner", schema: homeownerAccountSchema, auth: "none" },
  async (input, { db, request }) => {
    const { customer, email, claimedBy } = await claimableLead(db, input.token);
    if (claimedBy) throw new HttpError(409, PROJECT_CLAIMED, { token: PROJECT_CLAIMED });
    await releaseUnconfirmedEmail(db, email);
    const holder = await accountOfEmail(db, email);
    // Staff or a confirmed partner: the e-mail is theirs, and a project cannot join such an account.
    const refusal = holder?.role === "homeowner" ? KNOWN_EMAIL : EMAIL_TAKEN;
    if (holder) throw new HttpError(409, refusal, { email: refusal });
    const name = [text(customer.answers.first_name), text(customer.answers.last_name)].filter(Boolean).join(" ");
    return createHomeownerAccount(
      db,
      request,
      { name: name || email, email, username: input.username, password: input.password },
      customer.id,
    );
  },
);

/** POST /api/account/partner: a sales professional signs up on the lead portal; the e-mail confirms it. */
export const handlePartnerAccount = route(
  { name: "account_partner", schema: namedAccountSchema, auth: "none" },
  async (input, { db, request }) => createPartnerAccount(db, request, input),
);

/** POST /api/admin/staff: the operator (admin bearer token) makes a staff account. */
export const handleStaffAccount = route(
  { name: "admin_staff", schema: namedAccountSchema, auth: "admin" },
  async (input, { db, request }) => createStaffAccount(db, request, input),
);
