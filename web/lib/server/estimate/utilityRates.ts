/**
 * Average residential price of electricity per utility (cents/kWh, calendar year 2024), for the
 * utilities the ZIP lookup can offer (lib/server/insights/utilityData.ts) where a published figure
 * was at hand. A static table: nothing here is fetched at run time.
 *
 * Source: NREL / OpenEI, "U.S. Electric Utility Companies and Rates: Look-up by Zipcode (2024)"
 *   (CC BY 4.0), column `res_rate`: the utility's residential revenue divided by its residential
 *   sales as reported on Form EIA-861 for 2024 ("Sales to Ultimate Customers", bundled service),
 *   i.e. the same average-revenue-per-kWh measure as the state averages in stateSolarData.ts, one
 *   level down. A utility has one figure per state it serves.
 * Retrieval, transcribed on 2026-12-07 from public copies:
 * - publicly owned and cooperative utilities: non_iou_zipcodes_2024.csv as copied in
 *   vinnymaisano/cs210-utility-analysis `data/raw/non_iou_zipcodes_2024.csv` (commit c28e47b),
 *   each utility's "Bundled" row, rounded here to 0.01 cent; rows carry the EIA number;
 * - investor-owned utilities: iou_zipcodes_2024.csv as joined per ZIP into
 *   Maninae/grid-atlas `data/zips.json` (commit 6104132), which keeps the figure to 0.1 cent and
 *   the utility's name (not its EIA number): a row carries that name as `sourceName`. Each figure
 *   is the value every ZIP of that utility and state carries (hundreds of ZIPs for most).
 * Left at the state average: Penelec and Met-Ed (their ZIPs carry mixed values and gaps, not one
 *   figure), Potomac Edison in West Virginia (no ZIP of it in the copy), and the Texas wires
 *   companies (Oncor, CenterPoint, AEP Texas), which sell no power: their customers' price is
 *   their retailer's.
 * Where one name of the lookup stands for two companies in a state, the figure is the one serving
 *   the lookup's ZIPs for it: Duke Energy in the Carolinas is Duke Energy Carolinas (not
 *   Progress), Evergy in Missouri is Evergy Metro (Kansas City), NV Energy is Nevada Power (Las
 *   Vegas; Sierra Pacific, 14.5), Black Hills in Wyoming is Cheyenne Light, Fuel & Power.
 * PSEG Long Island runs the grid of the Long Island Power Authority, which reports to EIA: its
 *   figure is LIPA's.
 */

import type { UsStateCode } from "@/lib/geo/usStates";
import { utilityValueOf } from "@/lib/geo/utilityChoices";

/** How to find a figure's row again in a newer data year. */
type SourceRow =
  | { /** EIA utility number. */ eiaId: number }
  | { /** The utility's name as the investor-owned copy spells it. */ sourceName: string };

type UtilityRate = SourceRow & {
  state: UsStateCode;
  /** The utility's name as the ZIP lookup gives it (utilityData.ts). */
  utility: string;
  centsPerKwh: number;
};

const PUBLIC_AND_COOPERATIVE: readonly UtilityRate[] = [
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

const INVESTOR_OWNED: readonly UtilityRate[] = [
  {
    state: "AK",
    utility: "Alaska Electric Light & Power (AEL&P)",
    sourceName: "Alaska Electric Light & Power Co.",
    centsPerKwh: 12.9,
  },
  { state: "AL", utility: "Alabama Power", sourceName: "Alabama Power Co", centsPerKwh: 16.8 },
  { state: "AR", utility: "Entergy Arkansas", sourceName: "Entergy Arkansas LLC", centsPerKwh: 13 },
  { state: "AZ", utility: "Arizona Public Service (APS)", sourceName: "Arizona Public Service Co", centsPerKwh: 16.5 },
  { state: "AZ", utility: "Tucson Electric Power (TEP)", sourceName: "Tucson Electric Power Co", centsPerKwh: 15.6 },
  {
    state: "CA",
    utility: "Pacific Gas & Electric (PG&E)",
    sourceName: "Pacific Gas & Electric Co.",
    centsPerKwh: 39.6,
  },
  {
    state: "CA",
    utility: "San Diego Gas & Electric (SDG&E)",
    sourceName: "San Diego Gas & Electric Co",
    centsPerKwh: 43.6,
  },
  {
    state: "CA",
    utility: "Southern California Edison (SCE)",
    sourceName: "Southern California Edison Co",
    centsPerKwh: 32.4,
  },
  { state: "CO", utility: "Xcel Energy", sourceName: "Public Service Co of Colorado", centsPerKwh: 15 },
  { state: "CT", utility: "Eversource", sourceName: "Connecticut Light & Power Co", centsPerKwh: 28.5 },
  { state: "CT", utility: "United Illuminating (UI)", sourceName: "United Illuminating Co", centsPerKwh: 34 },
  { state: "DC", utility: "Pepco", sourceName: "Potomac Electric Power Co", centsPerKwh: 16.6 },
  { state: "DE", utility: "Delmarva Power", sourceName: "Delmarva Power", centsPerKwh: 17.2 },
  { state: "FL", utility: "Duke Energy", sourceName: "Duke Energy Florida, LLC", centsPerKwh: 16.6 },
  { state: "FL", utility: "Florida Power & Light (FPL)", sourceName: "Florida Power & Light Co", centsPerKwh: 13.7 },
  { state: "FL", utility: "Tampa Electric (TECO)", sourceName: "Tampa Electric Co", centsPerKwh: 14.7 },
  { state: "GA", utility: "Georgia Power", sourceName: "Georgia Power Co", centsPerKwh: 15.5 },
  { state: "HI", utility: "Hawaiian Electric", sourceName: "Hawaiian Electric Co Inc", centsPerKwh: 42.9 },
  { state: "IA", utility: "Alliant Energy", sourceName: "Interstate Power and Light Co", centsPerKwh: 17.9 },
  { state: "IA", utility: "MidAmerican Energy", sourceName: "MidAmerican Energy Co", centsPerKwh: 11 },
  { state: "ID", utility: "Idaho Power", sourceName: "Idaho Power Co", centsPerKwh: 11.8 },
  { state: "IL", utility: "Ameren Illinois", sourceName: "Ameren Illinois Company", centsPerKwh: 15.3 },
  { state: "IL", utility: "ComEd", sourceName: "Commonwealth Edison Co", centsPerKwh: 15.2 },
  { state: "IL", utility: "MidAmerican Energy", sourceName: "MidAmerican Energy Co", centsPerKwh: 10 },
  { state: "IN", utility: "AES Indiana", sourceName: "AES Indiana", centsPerKwh: 13.7 },
  { state: "IN", utility: "CenterPoint Energy", sourceName: "Southern Indiana Gas & Elec Co", centsPerKwh: 17.5 },
  { state: "IN", utility: "Duke Energy", sourceName: "Duke Energy Indiana, LLC", centsPerKwh: 12.7 },
  { state: "IN", utility: "Indiana Michigan Power (I&M)", sourceName: "Indiana Michigan Power Co", centsPerKwh: 16.3 },
  { state: "IN", utility: "NIPSCO", sourceName: "Northern Indiana Pub Serv Co", centsPerKwh: 19.1 },
  { state: "KS", utility: "Evergy", sourceName: "Evergy Kansas Central, Inc", centsPerKwh: 14.3 },
  { state: "KY", utility: "Duke Energy", sourceName: "Duke Energy Kentucky", centsPerKwh: 13.4 },
  { state: "KY", utility: "Kentucky Utilities (KU)", sourceName: "Kentucky Utilities Co", centsPerKwh: 11.8 },
  {
    state: "KY",
    utility: "Louisville Gas and Electric (LG&E)",
    sourceName: "Louisville Gas & Electric Co",
    centsPerKwh: 12.3,
  },
  { state: "LA", utility: "Entergy Louisiana", sourceName: "Entergy Louisiana LLC", centsPerKwh: 11.1 },
  { state: "LA", utility: "Entergy New Orleans", sourceName: "Entergy New Orleans, LLC", centsPerKwh: 13 },
  { state: "LA", utility: "SWEPCO", sourceName: "Southwestern Electric Power Co", centsPerKwh: 13.5 },
  { state: "MA", utility: "Eversource", sourceName: "NSTAR Electric Company", centsPerKwh: 29.9 },
  { state: "MA", utility: "National Grid", sourceName: "Massachusetts Electric Co", centsPerKwh: 33.6 },
  {
    state: "MD",
    utility: "Baltimore Gas and Electric (BGE)",
    sourceName: "Baltimore Gas & Electric Co",
    centsPerKwh: 17.9,
  },
  { state: "MD", utility: "Pepco", sourceName: "Potomac Electric Power Co", centsPerKwh: 20.1 },
  { state: "MD", utility: "Potomac Edison", sourceName: "The Potomac Edison Company", centsPerKwh: 13.8 },
  { state: "ME", utility: "Central Maine Power (CMP)", sourceName: "Central Maine Power Co", centsPerKwh: 23.4 },
  { state: "ME", utility: "Versant Power", sourceName: "Versant Power", centsPerKwh: 26.5 },
  { state: "MI", utility: "Consumers Energy", sourceName: "Consumers Energy Co - (MI)", centsPerKwh: 19.1 },
  { state: "MI", utility: "DTE Energy", sourceName: "DTE Electric Company", centsPerKwh: 20.1 },
  { state: "MN", utility: "Minnesota Power", sourceName: "ALLETE, Inc.", centsPerKwh: 15.7 },
  { state: "MN", utility: "Xcel Energy", sourceName: "Northern States Power Co - Minnesota", centsPerKwh: 17 },
  { state: "MO", utility: "Ameren Missouri", sourceName: "Union Electric Co - (MO)", centsPerKwh: 12.6 },
  { state: "MO", utility: "Evergy", sourceName: "Evergy Metro", centsPerKwh: 13.7 },
  { state: "MO", utility: "Liberty Utilities", sourceName: "Empire District Electric Co", centsPerKwh: 15 },
  { state: "MS", utility: "Entergy Mississippi", sourceName: "Entergy Mississippi LLC", centsPerKwh: 13.2 },
  { state: "MS", utility: "Mississippi Power", sourceName: "Mississippi Power Co", centsPerKwh: 14.5 },
  { state: "MT", utility: "NorthWestern Energy", sourceName: "NorthWestern Energy LLC - (MT)", centsPerKwh: 14.2 },
  { state: "NC", utility: "Dominion Energy", sourceName: "Virginia Electric & Power Co", centsPerKwh: 13.9 },
  { state: "NC", utility: "Duke Energy", sourceName: "Duke Energy Carolinas, LLC", centsPerKwh: 13.9 },
  {
    state: "ND",
    utility: "Montana-Dakota Utilities (MDU)",
    sourceName: "Montana-Dakota Utilities Co",
    centsPerKwh: 11.7,
  },
  { state: "ND", utility: "Xcel Energy", sourceName: "Northern States Power Co - Minnesota", centsPerKwh: 12.1 },
  { state: "NH", utility: "Eversource", sourceName: "Public Service Co of NH", centsPerKwh: 22.7 },
  { state: "NJ", utility: "Atlantic City Electric", sourceName: "Atlantic City Electric Co", centsPerKwh: 23.4 },
  {
    state: "NJ",
    utility: "Jersey Central Power & Light (JCP&L)",
    sourceName: "Jersey Central Power & Lt Co",
    centsPerKwh: 15.6,
  },
  { state: "NJ", utility: "PSE&G", sourceName: "Public Service Elec & Gas Co", centsPerKwh: 20.4 },
  { state: "NM", utility: "El Paso Electric", sourceName: "El Paso Electric Co", centsPerKwh: 10.2 },
  { state: "NM", utility: "PNM", sourceName: "Public Service Co of NM", centsPerKwh: 15.6 },
  { state: "NM", utility: "Xcel Energy", sourceName: "Southwestern Public Service Co", centsPerKwh: 12 },
  { state: "NV", utility: "NV Energy", sourceName: "Nevada Power Co", centsPerKwh: 15.3 },
  {
    state: "NY",
    utility: "Central Hudson Gas & Electric",
    sourceName: "Central Hudson Gas & Elec Corp",
    centsPerKwh: 25.1,
  },
  { state: "NY", utility: "Con Edison", sourceName: "Consolidated Edison Co-NY Inc", centsPerKwh: 35.7 },
  { state: "NY", utility: "NYSEG", sourceName: "New York State Elec & Gas Corp", centsPerKwh: 18.3 },
  { state: "NY", utility: "National Grid", sourceName: "Niagara Mohawk Power Corp.", centsPerKwh: 17.2 },
  {
    state: "NY",
    utility: "Orange & Rockland Utilities (O&R)",
    sourceName: "Orange & Rockland Utils Inc",
    centsPerKwh: 23.3,
  },
  {
    state: "NY",
    utility: "Rochester Gas and Electric (RG&E)",
    sourceName: "Rochester Gas & Electric Corp",
    centsPerKwh: 18.8,
  },
  { state: "OH", utility: "AEP Ohio", sourceName: "Ohio Power Co", centsPerKwh: 19.3 },
  { state: "OH", utility: "AES Ohio", sourceName: "Dayton Power & Light Co", centsPerKwh: 15.3 },
  { state: "OH", utility: "Duke Energy", sourceName: "Duke Energy Ohio Inc", centsPerKwh: 15 },
  { state: "OH", utility: "Ohio Edison", sourceName: "Ohio Edison Co", centsPerKwh: 16.2 },
  { state: "OH", utility: "The Illuminating Company", sourceName: "Cleveland Electric Illum Co", centsPerKwh: 16.8 },
  { state: "OH", utility: "Toledo Edison", sourceName: "The Toledo Edison Co", centsPerKwh: 16.6 },
  { state: "OK", utility: "OG&E", sourceName: "Oklahoma Gas & Electric Co", centsPerKwh: 11.8 },
  {
    state: "OK",
    utility: "Public Service Company of Oklahoma (PSO)",
    sourceName: "Public Service Co of Oklahoma",
    centsPerKwh: 12.7,
  },
  { state: "OR", utility: "Pacific Power", sourceName: "PacifiCorp", centsPerKwh: 14 },
  {
    state: "OR",
    utility: "Portland General Electric (PGE)",
    sourceName: "Portland General Electric Co",
    centsPerKwh: 18.2,
  },
  { state: "PA", utility: "Duquesne Light", sourceName: "Duquesne Light Co", centsPerKwh: 21.7 },
  { state: "PA", utility: "PECO", sourceName: "PECO Energy Co", centsPerKwh: 16.2 },
  { state: "PA", utility: "PPL Electric Utilities", sourceName: "PPL Electric Utilities Corp", centsPerKwh: 17 },
  { state: "RI", utility: "Rhode Island Energy", sourceName: "The Narragansett Electric Co", centsPerKwh: 28.3 },
  { state: "SC", utility: "Dominion Energy", sourceName: "Dominion Energy South Carolina, Inc", centsPerKwh: 14.6 },
  { state: "SC", utility: "Duke Energy", sourceName: "Duke Energy Carolinas, LLC", centsPerKwh: 14 },
  { state: "SD", utility: "Black Hills Energy", sourceName: "Black Hills Power, Inc.", centsPerKwh: 14.4 },
  { state: "SD", utility: "Xcel Energy", sourceName: "Northern States Power Co - Minnesota", centsPerKwh: 13.9 },
  { state: "TX", utility: "El Paso Electric", sourceName: "El Paso Electric Co", centsPerKwh: 13.5 },
  { state: "TX", utility: "Entergy Texas", sourceName: "Entergy Texas Inc.", centsPerKwh: 13.7 },
  { state: "TX", utility: "Xcel Energy", sourceName: "Southwestern Public Service Co", centsPerKwh: 13.4 },
  { state: "UT", utility: "Rocky Mountain Power", sourceName: "PacifiCorp", centsPerKwh: 12.5 },
  { state: "VA", utility: "Appalachian Power", sourceName: "Appalachian Power Co", centsPerKwh: 17 },
  { state: "VA", utility: "Dominion Energy", sourceName: "Virginia Electric & Power Co", centsPerKwh: 14.1 },
  { state: "VT", utility: "Green Mountain Power", sourceName: "Green Mountain Power Corp", centsPerKwh: 22.1 },
  { state: "WA", utility: "Avista", sourceName: "Avista Corp", centsPerKwh: 11.9 },
  { state: "WA", utility: "Puget Sound Energy (PSE)", sourceName: "Puget Sound Energy Inc", centsPerKwh: 14.6 },
  {
    state: "WI",
    utility: "Madison Gas and Electric (MGE)",
    sourceName: "Madison Gas & Electric Co",
    centsPerKwh: 20.3,
  },
  { state: "WI", utility: "We Energies", sourceName: "Wisconsin Electric Power Co", centsPerKwh: 19.2 },
  {
    state: "WI",
    utility: "Wisconsin Public Service (WPS)",
    sourceName: "Wisconsin Public Service Corp",
    centsPerKwh: 16.2,
  },
  { state: "WV", utility: "Appalachian Power", sourceName: "Appalachian Power Co", centsPerKwh: 16.8 },
  { state: "WV", utility: "Mon Power", sourceName: "Monongahela Power Co", centsPerKwh: 14 },
  { state: "WY", utility: "Black Hills Energy", sourceName: "Cheyenne Light Fuel & Power", centsPerKwh: 17 },
  { state: "WY", utility: "Rocky Mountain Power", sourceName: "PacifiCorp", centsPerKwh: 13.4 },
];

export const UTILITY_RESIDENTIAL_PRICES: readonly UtilityRate[] = [...PUBLIC_AND_COOPERATIVE, ...INVESTOR_OWNED];

/** "CA los_angeles_department_of_water_and_power" -> 23.84, built once: every estimate asks. */
const centsByStateAndValue: ReadonlyMap<string, number> = new Map(
  UTILITY_RESIDENTIAL_PRICES.map((entry) => [`${entry.state} ${utilityValueOf(entry.utility)}`, entry.centsPerKwh]),
);

/**
 * The average residential price (cents/kWh) of the utility a lead chose in `state`, by the
 * answer's value (the utility's name in snake case, as the utility question saves it: spec 3's
 * `provider`); null for "Other utility", a utility without a figure, or any other value.
 */
export function utilityCentsPerKwh(state: string, provider: unknown): number | null {
  if (typeof provider !== "string" || provider === "") return null;
  return centsByStateAndValue.get(`${state} ${provider}`) ?? null;
}
