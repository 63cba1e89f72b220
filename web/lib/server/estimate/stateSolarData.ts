/**
 * Per-state inputs for the solar savings estimate: average residential electricity price and
 * average daily peak sun hours, for the 50 states and DC (51 entries, keyed by USPS code).
 * A static, typed module: nothing here is fetched at run time.
 *
 * ELECTRICITY PRICE (`residentialPriceCentsPerKwh`, cents/kWh, full-year 2024)
 *   Source: U.S. Energy Information Administration (EIA), residential average price of
 *   electricity to ultimate customers by state, calendar year 2024. This is the series EIA
 *   publishes monthly as Electric Power Monthly Table 5.6.B "Average Price of Electricity to
 *   Ultimate Customers by End-Use Sector, by State, Year-to-Date" (the "December 2024 YTD"
 *   column, first released February 2025) and, as final annual figures, in Electric Power
 *   Annual 2024 Table 2.10 "Average Price of Electricity to Ultimate Customers by End-Use
 *   Sector, by State, 2024 and 2023" (released October 2025). The values below are the EPA
 *   Table 2.10 (final) 2024 residential column.
 *   Retrieval (2026-11-21, no network access to eia.gov from this environment): transcribed
 *   from a public copy of the 51 values, FinbarAbongo/ai-infrastructure-burden-index
 *   `data/processed/electricity_states_2024.csv` (commit 0abf584), whose notes state every
 *   value was checked against EPA Table 2.10 on 2026-10-06. Cross-checks: the six values
 *   quoted on electricityrates.com for 2024 (HI 42.86, MA 29.35, CA 31.97, NH 23.40,
 *   CT 28.75, RI 28.65) match, EIA's 2024 U.S. residential average is 16.48 c/kWh, and every
 *   state sits close to its EPM Table 5.6.B "July 2024 YTD" value (e.g. IL 15.88, OH 16.05,
 *   WI 17.19, IA 13.39 YTD vs 15.87, 15.99, 17.18, 13.40 for the full year).
 *   Sanity: AZ 14.91, WA 11.90.
 *
 * PEAK SUN HOURS (`peakSunHours`, kWh/m²/day = equivalent hours of 1 kW/m² sun, annual mean)
 *   Source: NREL PVWatts v8 (https://developer.nrel.gov/api/pvwatts/v8.json), whose weather
 *   data is the NREL National Solar Radiation Database (NSRDB, PSM TMY). The value is the
 *   PVWatts output `solrad_annual`: the annual average daily plane-of-array irradiance on a
 *   fixed, south-facing (azimuth 180°) array tilted 20° — a typical residential roof pitch.
 *   Method: for each state, the unweighted mean of the `solrad_annual` of the 1–4 major
 *   cities NREL was queried for (listed per state in `peakSunHoursBasis`), rounded to 0.01.
 *   Retrieval: the PVWatts responses were retrieved on 2026-02-08 and published in
 *   pure-justin/power-to-the-people `data/nrel/national_solar_resource.json` (commit
 *   84d77d3); transcribed from there on 2026-11-21.
 *   Tilt: the brief asks for a fixed tilt roughly equal to latitude; 20° is lower than the
 *   latitude of most states. The annual total is flat near the optimum, and NREL's Solar
 *   Resource API latitude-tilt values for nearby points agree within about 3% (Boise area
 *   5.48 lat-tilt vs Meridian 5.30 at 20°; Newark area 4.62 vs 4.66; Reno area 6.17 vs 6.02).
 *   Sanity: AZ 6.53; WA 4.20 = mean of Seattle 3.95 and Spokane 4.44 (Seattle alone is in the
 *   3.5–4 range; sunnier eastern Washington lifts the state mean).
 *   Exception: DC has no point of its own in the source file; it uses Rockville, MD (noted
 *   beside the entry).
 */

export const STATE_CODES = [
  "AK",
  "AL",
  "AR",
  "AZ",
  "CA",
  "CO",
  "CT",
  "DC",
  "DE",
  "FL",
  "GA",
  "HI",
  "IA",
  "ID",
  "IL",
  "IN",
  "KS",
  "KY",
  "LA",
  "MA",
  "MD",
  "ME",
  "MI",
  "MN",
  "MO",
  "MS",
  "MT",
  "NC",
  "ND",
  "NE",
  "NH",
  "NJ",
  "NM",
  "NV",
  "NY",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VA",
  "VT",
  "WA",
  "WI",
  "WV",
  "WY",
] as const;

export type StateCode = (typeof STATE_CODES)[number];

export type StateSolarData = {
  name: string;
  /** EIA 2024 full-year average residential price, cents per kWh. */
  residentialPriceCentsPerKwh: number;
  /** NREL PVWatts v8 annual mean plane-of-array irradiance, kWh/m²/day (fixed 20° tilt, south). */
  peakSunHours: number;
  /** The PVWatts points averaged for `peakSunHours` (city and its `solrad_annual`). */
  peakSunHoursBasis: string;
};

/*
 * Sources of the table below.
 *
 * Electricity price (cents/kWh): U.S. Energy Information Administration (EIA), "Average Price of
 * Electricity to Ultimate Customers by End-Use Sector, by State", residential, calendar year 2024:
 * Electric Power Monthly, Table 5.6.B (year to date through December 2024), and Electric Power
 * Annual 2024, Table 2.10 (final 2024 values, used here).
 *   https://www.eia.gov/electricity/monthly/epm_table_grapher.php?t=epmt_5_06_b
 *   https://www.eia.gov/electricity/annual/html/epa_02_10.html
 * Transcribed 2026-11-21 from the public copy FinbarAbongo/ai-infrastructure-burden-index
 * data/processed/electricity_states_2024.csv (commit 0abf584), recorded there as checked against
 * EPA Table 2.10 on 2026-10-06; spot-checked against electricityrates.com (6 states) and EIA's
 * 16.48 c/kWh 2024 U.S. residential average.
 *
 * Peak sun hours (kWh/m²/day): National Renewable Energy Laboratory (NREL), PVWatts v8
 * `solrad_annual` (NSRDB PSM TMY weather data): annual mean daily plane-of-array irradiance, fixed
 * array, 20° tilt, azimuth 180°; unweighted mean of the 1–4 major cities queried per state; DC
 * uses Rockville, MD.
 *   https://developer.nrel.gov/docs/solar/pvwatts/v8/
 *   https://nsrdb.nrel.gov/
 * PVWatts responses retrieved 2026-02-08 and published in pure-justin/power-to-the-people
 * data/nrel/national_solar_resource.json (commit 84d77d3); transcribed 2026-11-21.
 */

export const STATE_SOLAR_DATA: Readonly<Record<StateCode, StateSolarData>> = {
  AK: {
    name: "Alaska",
    residentialPriceCentsPerKwh: 24.82,
    peakSunHours: 3.18,
    peakSunHoursBasis: "Anchorage 3.17, Fairbanks 3.18",
  },
  AL: {
    name: "Alabama",
    residentialPriceCentsPerKwh: 15.18,
    peakSunHours: 5.21,
    peakSunHoursBasis: "Birmingham 5.21, Mobile 5.39, Huntsville 5.03",
  },
  AR: {
    name: "Arkansas",
    residentialPriceCentsPerKwh: 12.32,
    peakSunHours: 5.12,
    peakSunHoursBasis: "Little Rock 5.15, Fayetteville 5.09",
  },
  AZ: {
    name: "Arizona",
    residentialPriceCentsPerKwh: 14.91,
    peakSunHours: 6.53,
    peakSunHoursBasis: "Phoenix 6.54, Tucson 6.54, Mesa 6.49",
  },
  CA: {
    name: "California",
    residentialPriceCentsPerKwh: 31.97,
    peakSunHours: 5.96,
    peakSunHoursBasis: "Los Angeles 6.08, San Diego 6.03, San Jose 5.89, Sacramento 5.87",
  },
  CO: {
    name: "Colorado",
    residentialPriceCentsPerKwh: 14.92,
    peakSunHours: 5.73,
    peakSunHoursBasis: "Denver 5.66, Colorado Springs 5.81",
  },
  CT: {
    name: "Connecticut",
    residentialPriceCentsPerKwh: 28.75,
    peakSunHours: 4.67,
    peakSunHoursBasis: "Hartford 4.61, New Haven 4.72",
  },
  // DC: no PVWatts point inside the District in the source file; uses the nearest point,
  // Rockville, MD (39.08 N, 77.15 W, about 25 km from downtown Washington): 4.87.
  DC: {
    name: "District of Columbia",
    residentialPriceCentsPerKwh: 17.71,
    peakSunHours: 4.87,
    peakSunHoursBasis: "Rockville, MD 4.87 (proxy)",
  },
  DE: {
    name: "Delaware",
    residentialPriceCentsPerKwh: 16.57,
    peakSunHours: 4.86,
    peakSunHoursBasis: "Wilmington 4.80, Dover 4.92",
  },
  FL: {
    name: "Florida",
    residentialPriceCentsPerKwh: 14.14,
    peakSunHours: 5.61,
    peakSunHoursBasis: "Miami 5.62, Tampa 5.71, Orlando 5.63, Jacksonville 5.48",
  },
  GA: {
    name: "Georgia",
    residentialPriceCentsPerKwh: 14.08,
    peakSunHours: 5.2,
    peakSunHoursBasis: "Atlanta 5.13, Savannah 5.27",
  },
  HI: {
    name: "Hawaii",
    residentialPriceCentsPerKwh: 42.86,
    peakSunHours: 5.3,
    peakSunHoursBasis: "Honolulu 5.82, Hilo 4.78",
  },
  IA: {
    name: "Iowa",
    residentialPriceCentsPerKwh: 13.4,
    peakSunHours: 4.76,
    peakSunHoursBasis: "Des Moines 4.77, Cedar Rapids 4.75",
  },
  ID: {
    name: "Idaho",
    residentialPriceCentsPerKwh: 11.52,
    peakSunHours: 5.26,
    peakSunHoursBasis: "Boise 5.22, Meridian 5.30",
  },
  IL: {
    name: "Illinois",
    residentialPriceCentsPerKwh: 15.87,
    peakSunHours: 4.68,
    peakSunHoursBasis: "Chicago 4.51, Springfield 4.86",
  },
  IN: {
    name: "Indiana",
    residentialPriceCentsPerKwh: 14.77,
    peakSunHours: 4.59,
    peakSunHoursBasis: "Indianapolis 4.68, Fort Wayne 4.50",
  },
  KS: {
    name: "Kansas",
    residentialPriceCentsPerKwh: 14.15,
    peakSunHours: 5.24,
    peakSunHoursBasis: "Wichita 5.39, Kansas City 5.09",
  },
  KY: {
    name: "Kentucky",
    residentialPriceCentsPerKwh: 12.79,
    peakSunHours: 4.8,
    peakSunHoursBasis: "Louisville 4.84, Lexington 4.76",
  },
  LA: {
    name: "Louisiana",
    residentialPriceCentsPerKwh: 11.73,
    peakSunHours: 5.34,
    peakSunHoursBasis: "New Orleans 5.32, Baton Rouge 5.35",
  },
  MA: {
    name: "Massachusetts",
    residentialPriceCentsPerKwh: 29.35,
    peakSunHours: 4.7,
    peakSunHoursBasis: "Boston 4.70, Worcester 4.70",
  },
  MD: {
    name: "Maryland",
    residentialPriceCentsPerKwh: 17.86,
    peakSunHours: 4.87,
    peakSunHoursBasis: "Baltimore 4.88, Rockville 4.87",
  },
  ME: {
    name: "Maine",
    residentialPriceCentsPerKwh: 24.29,
    peakSunHours: 4.52,
    peakSunHoursBasis: "Portland 4.55, Bangor 4.50",
  },
  MI: {
    name: "Michigan",
    residentialPriceCentsPerKwh: 19.3,
    peakSunHours: 4.43,
    peakSunHoursBasis: "Detroit 4.47, Grand Rapids 4.39",
  },
  MN: {
    name: "Minnesota",
    residentialPriceCentsPerKwh: 15.45,
    peakSunHours: 4.59,
    peakSunHoursBasis: "Minneapolis 4.61, Rochester 4.56",
  },
  MO: {
    name: "Missouri",
    residentialPriceCentsPerKwh: 12.91,
    peakSunHours: 4.95,
    peakSunHoursBasis: "Kansas City 5.03, St. Louis 4.88",
  },
  MS: {
    name: "Mississippi",
    residentialPriceCentsPerKwh: 13.39,
    peakSunHours: 5.35,
    peakSunHoursBasis: "Jackson 5.26, Gulfport 5.44",
  },
  MT: {
    name: "Montana",
    residentialPriceCentsPerKwh: 12.66,
    peakSunHours: 4.57,
    peakSunHoursBasis: "Billings 4.76, Missoula 4.39",
  },
  NC: {
    name: "North Carolina",
    residentialPriceCentsPerKwh: 14.13,
    peakSunHours: 5.2,
    peakSunHoursBasis: "Charlotte 5.22, Raleigh 5.17",
  },
  ND: {
    name: "North Dakota",
    residentialPriceCentsPerKwh: 11.51,
    peakSunHours: 4.61,
    peakSunHoursBasis: "Fargo 4.45, Bismarck 4.77",
  },
  NE: {
    name: "Nebraska",
    residentialPriceCentsPerKwh: 11.53,
    peakSunHours: 5.05,
    peakSunHoursBasis: "Omaha 4.98, Lincoln 5.11",
  },
  NH: {
    name: "New Hampshire",
    residentialPriceCentsPerKwh: 23.4,
    peakSunHours: 4.58,
    peakSunHoursBasis: "Manchester 4.58, Concord 4.57",
  },
  NJ: {
    name: "New Jersey",
    residentialPriceCentsPerKwh: 19.34,
    peakSunHours: 4.7,
    peakSunHoursBasis: "Newark 4.66, Trenton 4.75",
  },
  NM: {
    name: "New Mexico",
    residentialPriceCentsPerKwh: 14.2,
    peakSunHours: 6.53,
    peakSunHoursBasis: "Albuquerque 6.42, Las Cruces 6.63",
  },
  NV: {
    name: "Nevada",
    residentialPriceCentsPerKwh: 15.0,
    peakSunHours: 6.21,
    peakSunHoursBasis: "Las Vegas 6.41, Reno 6.02",
  },
  NY: {
    name: "New York",
    residentialPriceCentsPerKwh: 24.43,
    peakSunHours: 4.42,
    peakSunHoursBasis: "New York 4.50, Buffalo 4.27, Albany 4.48",
  },
  OH: {
    name: "Ohio",
    residentialPriceCentsPerKwh: 15.99,
    peakSunHours: 4.52,
    peakSunHoursBasis: "Columbus 4.54, Cleveland 4.43, Cincinnati 4.60",
  },
  OK: {
    name: "Oklahoma",
    residentialPriceCentsPerKwh: 12.24,
    peakSunHours: 5.37,
    peakSunHoursBasis: "Oklahoma City 5.45, Tulsa 5.29",
  },
  OR: {
    name: "Oregon",
    residentialPriceCentsPerKwh: 14.7,
    peakSunHours: 4.19,
    peakSunHoursBasis: "Portland 4.09, Salem 4.28",
  },
  PA: {
    name: "Pennsylvania",
    residentialPriceCentsPerKwh: 17.77,
    peakSunHours: 4.6,
    peakSunHoursBasis: "Philadelphia 4.81, Pittsburgh 4.39",
  },
  RI: {
    name: "Rhode Island",
    residentialPriceCentsPerKwh: 28.65,
    peakSunHours: 4.7,
    peakSunHoursBasis: "Providence 4.70",
  },
  SC: {
    name: "South Carolina",
    residentialPriceCentsPerKwh: 14.23,
    peakSunHours: 5.31,
    peakSunHoursBasis: "Charleston 5.33, Columbia 5.29",
  },
  SD: {
    name: "South Dakota",
    residentialPriceCentsPerKwh: 12.86,
    peakSunHours: 5.03,
    peakSunHoursBasis: "Sioux Falls 4.92, Rapid City 5.15",
  },
  TN: {
    name: "Tennessee",
    residentialPriceCentsPerKwh: 12.42,
    peakSunHours: 4.96,
    peakSunHoursBasis: "Nashville 4.82, Memphis 5.10",
  },
  TX: {
    name: "Texas",
    residentialPriceCentsPerKwh: 14.94,
    peakSunHours: 5.38,
    peakSunHoursBasis: "Houston 5.22, Dallas 5.45, Austin 5.40, San Antonio 5.47",
  },
  UT: {
    name: "Utah",
    residentialPriceCentsPerKwh: 12.22,
    peakSunHours: 5.4,
    peakSunHoursBasis: "Salt Lake City 5.39, Provo 5.42",
  },
  VA: {
    name: "Virginia",
    residentialPriceCentsPerKwh: 14.41,
    peakSunHours: 4.96,
    peakSunHoursBasis: "Richmond 4.90, Virginia Beach 5.01",
  },
  VT: { name: "Vermont", residentialPriceCentsPerKwh: 21.9, peakSunHours: 4.36, peakSunHoursBasis: "Burlington 4.36" },
  WA: {
    name: "Washington",
    residentialPriceCentsPerKwh: 11.9,
    peakSunHours: 4.2,
    peakSunHoursBasis: "Seattle 3.95, Spokane 4.44",
  },
  WI: {
    name: "Wisconsin",
    residentialPriceCentsPerKwh: 17.18,
    peakSunHours: 4.59,
    peakSunHoursBasis: "Milwaukee 4.58, Madison 4.61",
  },
  WV: {
    name: "West Virginia",
    residentialPriceCentsPerKwh: 15.07,
    peakSunHours: 4.62,
    peakSunHoursBasis: "Charleston 4.62",
  },
  WY: {
    name: "Wyoming",
    residentialPriceCentsPerKwh: 12.47,
    peakSunHours: 5.3,
    peakSunHoursBasis: "Cheyenne 5.36, Casper 5.24",
  },
};

export function isStateCode(value: string): value is StateCode {
  return (STATE_CODES as readonly string[]).includes(value);
}
