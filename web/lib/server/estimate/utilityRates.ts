/**
 * Average residential price of electricity per utility (cents/kWh, calendar year 2024), for the
 * utilities the ZIP lookup can offer (lib/server/insights/utilityData.ts) where a published figure
 * was at hand. A static table: nothing here is fetched at run time.
 *
 * Source: NREL / OpenEI, "U.S. Electric Utility Companies and Rates: Look-up by Zipcode (2024)",
 *   file non_iou_zipcodes_2024.csv (CC BY 4.0), column `res_rate`: the utility's residential
 *   revenue divided by its residential sales as reported on Form EIA-861 for 2024 ("Sales to
 *   Ultimate Customers", bundled service), i.e. the same average-revenue-per-kWh measure as the
 *   state averages in stateSolarData.ts, one level down. Rounded here to 0.01 cent.
 * Retrieval: transcribed on 2026-12-07 from a public copy of that file,
 *   vinnymaisano/cs210-utility-analysis `data/raw/non_iou_zipcodes_2024.csv` (commit c28e47b),
 *   the "Bundled" row of each utility (a utility has one figure per state it serves).
 * Coverage: the publicly owned and cooperative utilities of the lookup. Investor-owned utilities
 *   (PG&E, SCE, APS, …) are in the companion file iou_zipcodes_2024.csv, which no stored copy we
 *   could read holds; they, "Other utility" and any unknown value price at the state average
 *   (docs/decisions/utility-rates-in-the-estimate.md lists them).
 * PSEG Long Island runs the grid of the Long Island Power Authority, which reports to EIA: its
 *   figure is LIPA's.
 */

import type { UsStateCode } from "@/lib/geo/usStates";
import { utilityValueOf } from "@/lib/geo/utilityChoices";

type UtilityRate = {
  state: UsStateCode;
  /** The utility's name as the ZIP lookup gives it (utilityData.ts). */
  utility: string;
  /** EIA utility number, to find the row again in a newer data year. */
  eiaId: number;
  centsPerKwh: number;
};

export const UTILITY_RESIDENTIAL_PRICES: readonly UtilityRate[] = [
  { state: "AK", utility: "Chugach Electric Association", eiaId: 3522, centsPerKwh: 21.24 },
  { state: "AK", utility: "Golden Valley Electric Association", eiaId: 7353, centsPerKwh: 30.32 },
  { state: "AL", utility: "Huntsville Utilities", eiaId: 9094, centsPerKwh: 11.45 },
  { state: "AZ", utility: "Salt River Project (SRP)", eiaId: 16572, centsPerKwh: 13.46 },
  { state: "CA", utility: "Burbank Water and Power", eiaId: 2507, centsPerKwh: 19.25 },
  { state: "CA", utility: "Glendale Water & Power", eiaId: 7294, centsPerKwh: 33.81 },
  { state: "CA", utility: "Los Angeles Department of Water and Power (LADWP)", eiaId: 11208, centsPerKwh: 23.84 },
  { state: "CA", utility: "Pasadena Water and Power", eiaId: 14534, centsPerKwh: 25.98 },
  { state: "CA", utility: "Sacramento Municipal Utility District (SMUD)", eiaId: 16534, centsPerKwh: 17.87 },
  { state: "CO", utility: "Colorado Springs Utilities", eiaId: 3989, centsPerKwh: 14.45 },
  { state: "FL", utility: "City of Tallahassee Utilities", eiaId: 18445, centsPerKwh: 13.6 },
  { state: "FL", utility: "JEA", eiaId: 9617, centsPerKwh: 12.43 },
  { state: "FL", utility: "Orlando Utilities Commission (OUC)", eiaId: 14610, centsPerKwh: 15.24 },
  { state: "IL", utility: "City Water, Light & Power (CWLP)", eiaId: 17828, centsPerKwh: 11.95 },
  { state: "MO", utility: "City Utilities of Springfield", eiaId: 17833, centsPerKwh: 11.47 },
  { state: "NE", utility: "Lincoln Electric System (LES)", eiaId: 11018, centsPerKwh: 10.86 },
  { state: "NE", utility: "Omaha Public Power District (OPPD)", eiaId: 14127, centsPerKwh: 12.36 },
  { state: "NY", utility: "PSEG Long Island", eiaId: 11171, centsPerKwh: 24.57 },
  { state: "OR", utility: "Eugene Water & Electric Board (EWEB)", eiaId: 6022, centsPerKwh: 13.07 },
  { state: "TN", utility: "EPB", eiaId: 3408, centsPerKwh: 12.32 },
  { state: "TN", utility: "Knoxville Utilities Board (KUB)", eiaId: 10421, centsPerKwh: 12.54 },
  { state: "TN", utility: "Memphis Light, Gas and Water (MLGW)", eiaId: 12293, centsPerKwh: 12.16 },
  { state: "TN", utility: "Nashville Electric Service (NES)", eiaId: 13216, centsPerKwh: 13.47 },
  { state: "TX", utility: "Austin Energy", eiaId: 1015, centsPerKwh: 12.58 },
  { state: "TX", utility: "CPS Energy", eiaId: 16604, centsPerKwh: 12.43 },
  { state: "TX", utility: "Lubbock Power & Light", eiaId: 11292, centsPerKwh: 13.69 },
  { state: "WA", utility: "Clark Public Utilities", eiaId: 3660, centsPerKwh: 10.41 },
  { state: "WA", utility: "Seattle City Light", eiaId: 16868, centsPerKwh: 14.09 },
  { state: "WA", utility: "Tacoma Power", eiaId: 18429, centsPerKwh: 10.81 },
];

/**
 * The average residential price (cents/kWh) of the utility a lead chose in `state`, by the
 * answer's value (the utility's name in snake case, as the utility question saves it: spec 3's
 * `provider`); null for "Other utility", a utility without a figure, or any other value.
 */
export function utilityCentsPerKwh(state: string, provider: unknown): number | null {
  if (typeof provider !== "string" || provider === "") return null;
  const rate = UTILITY_RESIDENTIAL_PRICES.find(
    (entry) => entry.state === state && utilityValueOf(entry.utility) === provider,
  );
  return rate?.centsPerKwh ?? null;
}
