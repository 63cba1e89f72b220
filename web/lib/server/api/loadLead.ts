import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { withoutSensitive } from "@/lib/server/leads/sensitiveAnswers";
import { loadLeadSchema } from "./schemas";

/**
 * GET /lead?token=…: the stored lead's fields, for session start with ?token= in the URL (spec
 * 4.1 step 2). The token is the secret: 144 random bits.
 */
export const handleLoadLead = route(
  { name: "lead", schema: loadLeadSchema, auth: "none", source: "query" },
  async (input, { db }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw new HttpError(404, "No lead has this token.", { token: "No lead has this token." });
    return json({ ...withoutSensitive(customer.answers), token: customer.token });
  },
);
