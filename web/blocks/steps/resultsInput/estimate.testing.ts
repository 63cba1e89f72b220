import type { Estimate } from "@/lib/server/estimate";

/** What GET /api/savings_estimate answers for a $150 bill in Arizona (the solar figures), for tests. */
export const SOLAR_ESTIMATE = {
  state: "AZ",
  monthlyBill: 150,
  pricePerKwh: 0.1461,
  annualUsageKwh: 12320,
  peakSunHours: 6.5,
  systemSizeKw: 6.3,
  annualProductionKwh: 12341,
  systemCost: 18900,
  incentives: [],
  netCost: 18900,
  firstYearSavings: 1800,
  savings25Year: 58431,
  paybackYears: 9.4,
} satisfies Estimate;
