/**
 * Solar savings estimate for the funnel's results step. Pure: no I/O; the only ambient input
 * is today's date (UTC), used when `installDate` is not given.
 *
 * Method (all money in dollars, energy in kWh; rounding happens only on the returned values):
 *  1. price            = the chosen utility's average residential price (EIA-861 2024,
 *                        utilityRates.ts) or, for "Other", a utility without a figure or none,
 *                        the state's (EIA 2024), in cents/kWh / 100  → $/kWh
 *  2. annual usage     = monthlyBill × 12 / price
 *     (the whole bill is treated as energy charges; fixed charges make this an overestimate)
 *  3. kWh per kW DC    = peakSunHours × 365 × (1 − systemLosses) × inverterEfficiency
 *     Losses and inverter are applied separately, as PVWatts does (14% and 96% by default:
 *     an 82.56% overall derate). Cell-temperature losses, which PVWatts also models, are not
 *     included, so this reads roughly 10% above a full PVWatts run in hot climates.
 *  4. system size      = usage × offsetTarget / kWh per kW, rounded to 0.1 kW, then clamped
 *     to [minSystemKw, maxSystemKw]. Production and cost use the rounded size.
 *  5. system cost      = size (W) × costPerWattDc
 *  6. incentives       = those whose `appliesTo` includes the financing, whose `states` (if
 *     any) include the state, and whose `availableUntilInstalledBy` (if any) is on or after
 *     the install date. Each is rounded to whole dollars; together they never exceed the cost.
 *     net cost = cost − incentives.
 *  7. year-1 savings   = min(production, usage) × price — full retail net metering: every kWh
 *     produced, up to the home's usage, is valued at the average retail price. This is
 *     optimistic in states with net billing / "NEM 3.0"-style export credits (e.g. California)
 *     and where fixed charges are large; an export-credit rate can be configured later.
 *  8. long-run savings = Σ over years y = 0 … analysisYears−1 of
 *     min(production × (1 − degradation)^y, usage) × price × (1 + escalation)^y
 *     (nothing subtracted: no O&M, inverter replacement, financing cost or discounting).
 *  9. payback          = first year in which cumulative savings ≥ net cost, interpolated
 *     linearly within that year; 0 if the net cost is 0; null if not reached within
 *     analysisYears.
 * Rounding: money to whole dollars, kWh to whole numbers, size to 0.1 kW, payback to 0.1 year.
 * `pricePerKwh` is returned in dollars per kWh, unrounded.
 */

import { DEFAULT_CONFIG, type EstimateConfig, FINANCING_OPTIONS, type Financing } from "./config";
import { isStateCode, STATE_SOLAR_DATA } from "./stateSolarData";
import { utilityCentsPerKwh } from "./utilityRates";

export type EstimateInput = {
  monthlyBill: number;
  state: string;
  /** ISO date (YYYY-MM-DD); defaults to today (UTC). */
  installDate?: string;
  /** Defaults to "purchase". */
  financing?: Financing;
  /** The lead's utility (spec 3's `provider` answer); its own price when we have one. */
  provider?: unknown;
};

export type Estimate = {
  state: string;
  monthlyBill: number;
  pricePerKwh: number;
  annualUsageKwh: number;
  peakSunHours: number;
  systemSizeKw: number;
  annualProductionKwh: number;
  systemCost: number;
  incentives: { id: string; name: string; amount: number }[];
  netCost: number;
  firstYearSavings: number;
  savings25Year: number;
  paybackYears: number | null;
};

export class EstimateInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EstimateInputError";
  }
}

export const MIN_MONTHLY_BILL = 1;
export const MAX_MONTHLY_BILL = 10_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a valid YYYY-MM-DD string, or null. */
function isoDateToDay(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const date = new Date(time);
  // Reject dates that Date.UTC rolled over, e.g. 2026-02-30.
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) {
    return null;
  }
  return time / 86_400_000;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

function validate(input: EstimateInput) {
  if (typeof input !== "object" || input === null) {
    throw new EstimateInputError("Input must be an object.");
  }
  const { monthlyBill, state, installDate, financing } = input;
  if (
    typeof monthlyBill !== "number" ||
    !Number.isFinite(monthlyBill) ||
    monthlyBill < MIN_MONTHLY_BILL ||
    monthlyBill > MAX_MONTHLY_BILL
  ) {
    throw new EstimateInputError(
      `monthlyBill must be a finite number between ${MIN_MONTHLY_BILL} and ${MAX_MONTHLY_BILL}.`,
    );
  }
  const stateCode = typeof state === "string" ? state.trim().toUpperCase() : "";
  if (!isStateCode(stateCode)) {
    throw new EstimateInputError("state must be a two-letter US state code or DC.");
  }
  const financingType = financing ?? "purchase";
  if (!FINANCING_OPTIONS.includes(financingType)) {
    throw new EstimateInputError(`financing must be one of ${FINANCING_OPTIONS.join(", ")}.`);
  }
  const installIso = installDate ?? todayIso();
  const installDay = typeof installIso === "string" ? isoDateToDay(installIso) : null;
  if (installDay === null) {
    throw new EstimateInputError("installDate must be a valid ISO date (YYYY-MM-DD).");
  }
  return { monthlyBill, stateCode, financingType, installDay };
}

export function estimateSavings(input: EstimateInput, config: EstimateConfig = DEFAULT_CONFIG): Estimate {
  const { monthlyBill, stateCode, financingType, installDay } = validate(input);
  const data = STATE_SOLAR_DATA[stateCode];
  const cents = utilityCentsPerKwh(stateCode, input.provider) ?? data.residentialPriceCentsPerKwh;

  // cents → dollars, kept to the data's precision (avoids 11.9 / 100 = 0.11900000000000001).
  const price = Math.round(cents * 100) / 10_000;
  const usageKwh = (monthlyBill * 12) / price;
  const kwhPerKw = data.peakSunHours * 365 * (1 - config.systemLosses) * config.inverterEfficiency;

  const roundedKw = round1((usageKwh * config.offsetTarget) / kwhPerKw);
  const systemSizeKw = Math.min(config.maxSystemKw, Math.max(config.minSystemKw, roundedKw));
  const productionKwh = systemSizeKw * kwhPerKw;
  const systemCost = Math.round(systemSizeKw * 1000 * config.costPerWattDc);

  const incentives: Estimate["incentives"] = [];
  let remaining = systemCost;
  for (const incentive of config.incentives) {
    if (!incentive.appliesTo.includes(financingType)) continue;
    if (incentive.states && !incentive.states.includes(stateCode)) continue;
    if (incentive.availableUntilInstalledBy !== undefined) {
      const lastDay = isoDateToDay(incentive.availableUntilInstalledBy);
      if (lastDay === null || installDay > lastDay) continue;
    }
    const raw =
      incentive.kind === "percentOfCost"
        ? systemCost * incentive.amount
        : incentive.kind === "perWatt"
          ? systemSizeKw * 1000 * incentive.amount
          : incentive.amount;
    const amount = Math.min(remaining, Math.max(0, Math.round(raw)));
    remaining -= amount;
    incentives.push({ id: incentive.id, name: incentive.name, amount });
  }
  const netCost = remaining;

  let cumulative = 0;
  let paybackYears: number | null = netCost <= 0 ? 0 : null;
  let firstYearSavings = 0;
  for (let year = 0; year < config.analysisYears; year++) {
    const produced = productionKwh * (1 - config.panelDegradationPerYear) ** year;
    const yearPrice = price * (1 + config.utilityPriceEscalationPerYear) ** year;
    const saving = Math.min(produced, usageKwh) * yearPrice;
    if (year === 0) firstYearSavings = saving;
    if (paybackYears === null && saving > 0 && cumulative + saving >= netCost) {
      paybackYears = year + (netCost - cumulative) / saving;
    }
    cumulative += saving;
  }

  return {
    state: stateCode,
    monthlyBill,
    pricePerKwh: price,
    annualUsageKwh: Math.round(usageKwh),
    peakSunHours: data.peakSunHours,
    systemSizeKw,
    annualProductionKwh: Math.round(productionKwh),
    systemCost,
    incentives,
    netCost,
    firstYearSavings: Math.round(firstYearSavings),
    savings25Year: Math.round(cumulative),
    paybackYears: paybackYears === null ? null : round1(paybackYears),
  };
}
