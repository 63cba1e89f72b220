import { eq } from "drizzle-orm";
import { createAccount } from "@/lib/server/auth/accounts";
import { authUsers } from "@/lib/server/db/schema";
import { HttpError } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { homeownerAccountSchema, namedAccountSchema } from "./schemas";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * POST /api/account/homeowner: the homeowner opens the link of their confirmation (their lead's
 * token) and chooses a username and password. Only a complete lead (it has the e-mail and name the
 * account is made from), and only once.
 */
export const handleHomeownerAccount = route(
  { name: "account_homeowner", schema: homeownerAccountSchema, auth: "none" },
  async (input, { db, request }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw new HttpError(404, "No project has this link.", { token: "No project has this link." });
    const email = text(customer.answers.email);
    if (!customer.completedAt || !email) {
      throw new HttpError(409, "Finish the questionnaire first: the account is made from its answers.", {
        token: "This project is not complete yet.",
      });
    }
    const [claimed] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.customerRef, customer.id))
      .limit(1);
    if (claimed) {
      throw new HttpError(409, "This project already has an account: sign in instead.", {
        token: "This project already has an account: sign in instead.",
      });
    }
    const name = [text(customer.answers.first_name), text(customer.answers.last_name)].filter(Boolean).join(" ");
    return createAccount(
      db,
      request,
      { name: name || email, email, username: input.username, password: input.password },
      "homeowner",
      customer.id,
    );
  },
);

/** POST /api/account/partner: a sales professional signs up on the lead portal. */
export const handlePartnerAccount = route(
  { name: "account_partner", schema: namedAccountSchema, auth: "none" },
  async (input, { db, request }) => createAccount(db, request, input, "partner"),
);

/** POST /api/admin/staff: the operator (admin bearer token) makes a staff account. */
export const handleStaffAccount = route(
  { name: "admin_staff", schema: namedAccountSchema, auth: "admin" },
  async (input, { db, request }) => createAccount(db, request, input, "staff"),
);
