import { parseNumber } from "@/lib/format/number";
import { lookupZip } from "@/lib/geo/zipLookup";
import { estimateForLead } from "@/lib/server/estimate/categoryEstimate";
import { HttpError, invalid, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { solarEstimateQuerySchema } from "./schemas";

/**
 * GET /api/solar_estimate?zip=85004&monthly_bill=150: the solar savings calculator's estimate for a
 * ZIP and a monthly bill, with no lead behind it (the results step uses savings_estimate with the
 * lead's token). The same estimate as the results step, state from the ZIP.
 * 200 { kind: "solar", …the solar estimate's fields } · 400 malformed input, naming the field ·
 * 404 a ZIP the data lacks · 409 a bill outside the estimate's range, or a ZIP without solar data.
 */
export const handleSolarEstimate = route(
  { name: "solar_estimate", schema: solarEstimateQuerySchema, auth: "none", source: "query", invalidStatus: 400 },
  async (input) => {
    if (!lookupZip(input.zip)) {
      throw new HttpError(404, "This ZIP code is not in our US ZIP data.", { zip: "Unknown ZIP code." });
    }
    const outcome = estimateForLead({
      figures: "solar",
      answers: { zip: input.zip, monthly_electricity_bill_amount: parseNumber(input.monthly_bill) },
    });
    return "missing" in outcome ? invalid(outcome.missing, 409) : json(outcome.estimate);
  },
);
