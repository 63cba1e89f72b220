/**
 * Configuration of the solar savings estimate. Everything that is an assumption rather than
 * per-state data lives here, so it can be changed (or overridden per call) without touching
 * the method in `estimate.ts`.
 */

export type Financing = "purchase" | "loan" | "lease";

export const FINANCING_OPTIONS: readonly Financing[] = ["purchase", "loan", "lease"];

type IncentiveKind = "percentOfCost" | "perWatt" | "fixed";

type Incentive = {
  id: string;
  name: string;
  /**
   * How `amount` is read:
   * - "percentOfCost": a fraction of the system cost (0.3 = 30%)
   * - "perWatt": dollars per watt DC of system size
   * - "fixed": a flat dollar amount
   */
  kind: IncentiveKind;
  amount: number;
  /** Financing types for which the customer (not a third party) receives the incentive. */
  appliesTo: readonly Financing[];
  /** Two-letter state codes; absent means nationwide. */
  states?: readonly string[];
  /** ISO date (YYYY-MM-DD); the incentive is offered only if installDate <= this date. */
  availableUntilInstalledBy?: string;
  notes: string;
};

export type EstimateConfig = {
  /** Installed cost, dollars per watt DC, before incentives. */
  costPerWattDc: number;
  /** PVWatts-style DC system losses (soiling, shading, wiring, mismatch, ...), excluding the inverter. */
  systemLosses: number;
  /** Inverter (DC-to-AC) efficiency, applied as a separate derate. */
  inverterEfficiency: number;
  /** Fractional loss of output per year. */
  panelDegradationPerYear: number;
  /** Nominal annual increase of the utility price per kWh. */
  utilityPriceEscalationPerYear: number;
  /** Share of annual usage the system is sized to produce (1 = 100%). */
  offsetTarget: number;
  /** Years summed for the long-run savings and searched for payback. */
  analysisYears: number;
  minSystemKw: number;
  maxSystemKw: number;
  incentives: readonly Incentive[];
};

/**
 * Federal Residential Clean Energy Credit (IRC §25D): 30% of the cost of a customer-owned
 * system (cash or loan). Public Law 119-21 (July 4, 2025) ends it for expenditures made after
 * December 31, 2025, so it is kept for reference and for older install dates but never offered
 * for a system installed from 2026-01-01 on. Leases are excluded: the lessor, not the
 * homeowner, claims the business credit (IRC §48E).
 */
const FEDERAL_25D_CREDIT: Incentive = {
  id: "federal-25d",
  name: "Federal Residential Clean Energy Credit (IRC §25D)",
  kind: "percentOfCost",
  amount: 0.3,
  appliesTo: ["purchase", "loan"],
  availableUntilInstalledBy: "2025-12-31",
  notes:
    "30% of installed cost for systems the homeowner owns. Ended for expenditures after 2025-12-31 by Public Law 119-21 (2025), so not available for installs in 2026 or later.",
};

/**
 * Incentives offered by the estimate. Only the federal credit is listed: no state programme is
 * included until one has been verified from its administrator. To add one, append an entry, e.g.
 *
 *   {
 *     id: "xx-rebate",
 *     name: "Example State Solar Rebate",
 *     kind: "perWatt",
 *     amount: 0.2,                        // $0.20/W DC
 *     appliesTo: ["purchase", "loan"],
 *     states: ["XX"],
 *     availableUntilInstalledBy: "2026-12-31",
 *     notes: "Source URL and the date it was checked.",
 *   }
 */
const INCENTIVES: readonly Incentive[] = [FEDERAL_25D_CREDIT];

export const DEFAULT_CONFIG: EstimateConfig = {
  // US residential average, 2025–2026, before incentives. EnergySage's marketplace reports put
  // the median *quoted* price at $2.50/W (H2 2024) and $2.48/W (H1 2025) (pv magazine USA,
  // 2025-04-29 and 2025-09-04); Berkeley Lab's "Tracking the Sun" (2024 edition,
  // https://emp.lbl.gov/tracking-the-sun/) reports higher median *installed* prices for
  // customer-owned systems. $2.90/W sits between the two and includes the usual gap between
  // quotes and signed contracts.
  costPerWattDc: 2.9,
  // PVWatts default total system losses (14%); the inverter is handled separately below.
  systemLosses: 0.14,
  // PVWatts default nominal inverter efficiency. The DC-to-AC conversion is modelled only as
  // this derate: no inverter clipping (DC/AC ratio) is modelled.
  inverterEfficiency: 0.96,
  // Typical crystalline-silicon module warranty / field median.
  panelDegradationPerYear: 0.005,
  // EIA: the U.S. average residential price went from about 12.5 c/kWh in 2014 (EIA Short-Term
  // Energy Outlook, Dec 2014) to 16.48 c/kWh in 2024 (Electric Power Monthly) — about 2.8%
  // a year nominal; 3% rounds that up slightly for recent increases.
  utilityPriceEscalationPerYear: 0.03,
  offsetTarget: 1,
  analysisYears: 25,
  minSystemKw: 2,
  maxSystemKw: 20,
  incentives: INCENTIVES,
};
