// Types only (erased from the bundle): the backend defines the estimate's shapes once.
import type { LeadEstimate, SolarEstimate } from "@/lib/server/estimate/categoryEstimate";
import type { LeaseEstimate } from "@/lib/server/estimate/leaseEstimate";
import type { LoanEstimate } from "@/lib/server/estimate/loanEstimate";
import type { RoofEstimate } from "@/lib/server/estimate/roofEstimate";

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * GET /api/savings_estimate's answer, checked: the estimate of one kind with the figures that
 * kind shows, or null (not JSON, an unknown kind, figures missing). An answer without `kind` but
 * with the solar figures is solar (the answer before the route named its kinds).
 */
export function readEstimate(answer: unknown): LeadEstimate | null {
  if (!answer || typeof answer !== "object") return null;
  const fields = answer as Record<string, unknown>;
  const kind = fields.kind ?? (isNumber(fields.systemSizeKw) ? "solar" : undefined);
  switch (kind) {
    case "solar":
      return isNumber(fields.systemSizeKw) &&
        isNumber(fields.netCost) &&
        isNumber(fields.systemCost) &&
        isNumber(fields.firstYearSavings) &&
        isNumber(fields.savings25Year) &&
        (fields.paybackYears === null || isNumber(fields.paybackYears))
        ? ({ ...fields, kind: "solar" } as SolarEstimate)
        : null;
    case "solar_lease":
      return isNumber(fields.installCost) &&
        isNumber(fields.monthlyPayment) &&
        isNumber(fields.monthlySaving) &&
        isNumber(fields.escalatorPercent) &&
        isNumber(fields.systemSizeKw)
        ? (fields as LeaseEstimate)
        : null;
    case "roof":
      return isNumber(fields.low) && isNumber(fields.high) ? (fields as RoofEstimate) : null;
    case "loan":
      return isNumber(fields.monthlyPayment) ? (fields as LoanEstimate) : null;
    case "none":
      return { kind: "none" };
    default:
      return null;
  }
}
