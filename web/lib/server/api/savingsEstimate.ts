import { loadFlowTraits } from "@/lib/content/loaders";
import { estimateForLead } from "@/lib/server/estimate/categoryEstimate";
import { HttpError, invalid, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { estimateQuerySchema } from "./schemas";

/**
 * GET /api/savings_estimate?token=…: the results step's estimate for what the lead's flow sells.
 * 200 { kind: "solar", …the solar estimate's fields } | { kind: "roof", low, high, … } |
 * { kind: "loan", monthlyPayment, … } | { kind: "none" }; 409 naming the answers still missing;
 * 404 for an unknown token. The solar state comes from the typed ZIP first (issue 7 item 5). The
 * figures are the lead's flow's, in content; a lead without a flow, or whose flow is gone, gets
 * the solar estimate (spec 3's default).
 */
export const handleSavingsEstimate = route(
  { name: "savings_estimate", schema: estimateQuerySchema, auth: "none", source: "query" },
  async (input, { db }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw new HttpError(404, "No customer has this token.", { token: "No customer has this token." });
    const flow = customer.flowType ? await loadFlowTraits(customer.flowType) : null;
    const outcome = estimateForLead({ figures: flow?.figures ?? "solar", answers: customer.answers });
    return "missing" in outcome ? invalid(outcome.missing, 409) : json(outcome.estimate);
  },
);
