import { stateCodeFor } from "@/lib/geo/usStates";
import { estimateSavings } from "@/lib/server/estimate";
import { HttpError, invalid, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { estimateQuerySchema } from "./schemas";

const amountOf = (value: unknown) =>
  typeof value === "number" ? value : typeof value === "string" ? Number(value.replace(/[$,\s]/g, "")) : Number.NaN;

/** GET /api/savings_estimate?token=…: the results step's estimate from the lead's bill and state. */
export const handleSavingsEstimate = route(
  { name: "savings_estimate", schema: estimateQuerySchema, auth: "none", source: "query" },
  async (input, { db }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw new HttpError(404, "No customer has this token.", { token: "No customer has this token." });
    const bill = amountOf(customer.answers.monthly_electricity_bill_amount);
    const state = typeof customer.answers.state === "string" ? stateCodeFor(customer.answers.state) : null;
    const fields: Record<string, string> = {};
    if (!Number.isFinite(bill) || bill <= 0)
      fields.monthly_electricity_bill_amount = "The monthly bill is not known yet.";
    if (!state) fields.state = "The state is not known yet.";
    if (Object.keys(fields).length > 0) return invalid(fields, 409);
    return json(estimateSavings({ monthlyBill: bill, state: state as string }));
  },
);
