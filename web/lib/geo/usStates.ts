/**
 * USPS two-letter codes for the 50 states, DC and the territories and freely associated states
 * that have USPS codes (AS, FM, GU, MH, MP, PW, PR, VI). Military "states" (AA, AE, AP) are left
 * out: nobody lives at an APO in a way that matters to a home-energy form.
 *
 * Pure data and string functions only: the browser bundle imports this too.
 */
export const US_STATES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  AS: "American Samoa",
  FM: "Federated States of Micronesia",
  GU: "Guam",
  MH: "Marshall Islands",
  MP: "Northern Mariana Islands",
  PW: "Palau",
  PR: "Puerto Rico",
  VI: "U.S. Virgin Islands",
} as const satisfies Readonly<Record<string, string>>;

export type UsStateCode = keyof typeof US_STATES;

/** Lower-cased code or name -> code. Built once; lookups stay O(1) however often a form asks. */
const byKey: ReadonlyMap<string, UsStateCode> = (() => {
  const map = new Map<string, UsStateCode>();
  for (const [code, name] of Object.entries(US_STATES) as [UsStateCode, string][]) {
    map.set(code.toLowerCase(), code);
    map.set(normaliseName(name), code);
  }
  // Spellings that geolocation databases and people commonly use for the same places.
  const aliases: Record<string, UsStateCode> = {
    "washington dc": "DC",
    "washington d.c.": "DC",
    "d.c.": "DC",
    "virgin islands": "VI",
    "united states virgin islands": "VI",
    "us virgin islands": "VI",
    "u.s. virgin islands": "VI",
    micronesia: "FM",
    "republic of the marshall islands": "MH",
    "commonwealth of the northern mariana islands": "MP",
    "republic of palau": "PW",
  };
  for (const [alias, code] of Object.entries(aliases)) map.set(normaliseName(alias), code);
  return map;
})();

function normaliseName(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, " ");
}

export function isUsStateCode(value: string): value is UsStateCode {
  return Object.hasOwn(US_STATES, value);
}

/** "arizona", "AZ", " az " -> "AZ"; anything else -> null. */
export function stateCodeFor(nameOrCode: string): UsStateCode | null {
  return byKey.get(normaliseName(nameOrCode)) ?? null;
}

/** "AZ" (any case) -> "Arizona"; unknown -> null. */
export function stateNameFor(code: string): string | null {
  const upper = code.trim().toUpperCase();
  return isUsStateCode(upper) ? US_STATES[upper] : null;
}
