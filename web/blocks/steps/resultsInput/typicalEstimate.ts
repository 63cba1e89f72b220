import type { ResultsFigures } from "studio/constants";
import type { LeadEstimate, LeaseEstimate, LoanEstimate, RoofEstimate, SolarEstimate } from "./estimate";

const SOLAR: SolarEstimate = {
  kind: "solar",
  state: "AZ",
  monthlyBill: 150,
  pricePerKwh: 0.1461,
  annualUsageKwh: 12320,
  peakSunHours: 6.5,
  systemSizeKw: 7.2,
  annualProductionKwh: 14100,
  systemCost: 21600,
  incentives: [],
  netCost: 21600,
  firstYearSavings: 2100,
  savings25Year: 61250,
  paybackYears: 10.3,
};

const LEASE: LeaseEstimate = {
  kind: "solar_lease",
  state: "AZ",
  installCost: 0,
  systemSizeKw: 7.2,
  ratePerKwh: 0.1169,
  discountPercent: 20,
  monthlyPayment: 137,
  monthlyBill: 150,
  monthlySaving: 13,
  escalatorPercent: 2.9,
};

const ROOF: RoofEstimate = {
  kind: "roof",
  low: 10800,
  high: 21600,
  material: "asphalt_shingle",
  materialAssumed: false,
  homeAreaSqFt: { low: 1500, high: 2000 },
  homeAreaAssumed: false,
  storeys: 1,
  storeysAssumed: false,
  roofAreaSqFt: { low: 1800, high: 2400 },
  includes: [],
};

const LOAN: LoanEstimate = {
  kind: "loan",
  monthlyPayment: 251,
  amount: 10000,
  amountBand: "10000",
  purpose: null,
  aprPercent: 8.99,
  termMonths: 60,
};

/**
 * An estimate like the one each offer's visitors get (lib/server/estimate computes the real one),
 * for the placeholder shown while it loads: the same figures with the same labels take the same
 * room, so nothing below moves when the estimate arrives.
 */
export const TYPICAL_ESTIMATE: Readonly<Record<ResultsFigures, LeadEstimate>> = {
  solar: SOLAR,
  solar_lease: LEASE,
  roof: ROOF,
  loan: LOAN,
  none: { kind: "none" },
};
