import { describe, expect, it } from "vitest";
import { addressNetwork, clientIp, normalizeIp } from "./clientIp";

type Case = [
  description: string,
  forwardedFor: string | null,
  realIp: string | null,
  hops: number,
  expected: string | null,
];

describe("clientIp", () => {
  it.each<Case>([
    // The chain always ends with the socket peer our server appended (web/server.mjs).
    ["no headers at all", null, null, 0, null],
    ["hops=0: a direct IPv4 peer as Node reports it", "::ffff:203.0.113.7", null, 0, "203.0.113.7"],
    ["hops=0: a direct IPv6 peer", "2001:db8::7", null, 0, "2001:db8::7"],
    // Spoofing: whatever the client sends sits to the left of the entries we trust.
    [
      "hops=0: a client's 6.6.6.6 followed by the real peer yields the peer",
      "6.6.6.6, 203.0.113.7",
      null,
      0,
      "203.0.113.7",
    ],
    ["hops=0: a longer forged chain changes nothing", "1.1.1.1, 2.2.2.2, 6.6.6.6, 203.0.113.7", null, 0, "203.0.113.7"],
    ["hops=1: the client the proxy saw, then the proxy as peer", "203.0.113.7, 10.0.0.2", null, 1, "203.0.113.7"],
    [
      "hops=1: a client's forged entry left of the proxy's is ignored",
      "6.6.6.6, 203.0.113.7, 10.0.0.2",
      null,
      1,
      "203.0.113.7",
    ],
    ["hops=1: as the integration tests send it to server.mjs", "68.2.0.1, ::ffff:127.0.0.1", null, 1, "68.2.0.1"],
    ["hops=2: CDN then load balancer", "6.6.6.6, 203.0.113.7, 198.51.100.2, 10.0.0.2", null, 2, "203.0.113.7"],
    ["hops=2: CDN then load balancer, no client header", "203.0.113.7, 198.51.100.2, 10.0.0.2", null, 2, "203.0.113.7"],
    ["fewer entries than hops clamps to the first", "203.0.113.7, 10.0.0.2", null, 3, "203.0.113.7"],
    // Normalisation of the chosen entry.
    ["IPv4 with a port", "1.2.3.4:5678", null, 0, "1.2.3.4"],
    ["bracketed IPv6 with a port", "[::1]:123", null, 0, "::1"],
    ["bracketed IPv6 without a port", "[2001:db8::1]", null, 0, "2001:db8::1"],
    ["upper-case, uncompressed IPv6 is canonicalised", "2001:DB8:0:0:0:0:0:1", null, 0, "2001:db8::1"],
    ["uncompressed IPv4-mapped IPv6", "0:0:0:0:0:ffff:1.2.3.4", null, 0, "1.2.3.4"],
    ["hex IPv4-mapped IPv6", "::ffff:7f00:1", null, 0, "127.0.0.1"],
    ["bracketed IPv4-mapped IPv6 with a port", "[::ffff:1.2.3.4]:80", null, 0, "1.2.3.4"],
    ["quoted value", '"203.0.113.7"', null, 0, "203.0.113.7"],
    ["spaces and empty items", " 6.6.6.6 ,, 203.0.113.7 , 10.0.0.2 , ", null, 1, "203.0.113.7"],
    // Invalid entries at the trusted position never fall back to attacker-controlled data.
    ["'unknown' at the trusted position", "6.6.6.6, unknown, 10.0.0.2", null, 1, null],
    ["garbage at the trusted position ignores valid entries to its left", "6.6.6.6, not-an-ip", "6.6.6.6", 0, null],
    ["brackets around IPv4", "[1.2.3.4]:80", null, 0, null],
    ["port without an address", ":80", null, 0, null],
    ["address with an empty port", "1.2.3.4:", null, 0, null],
    ["out-of-range octet", "1.2.3.256", null, 0, null],
    // X-Real-IP only when there is no forwarded chain.
    ["X-Real-IP when XFF is absent", null, "203.0.113.9", 0, "203.0.113.9"],
    ["X-Real-IP when XFF is empty", "", "203.0.113.9", 1, "203.0.113.9"],
    ["X-Real-IP when XFF has only separators", " , ", "203.0.113.9", 0, "203.0.113.9"],
    ["X-Real-IP is normalised too", null, "[::ffff:203.0.113.9]:443", 0, "203.0.113.9"],
    ["invalid X-Real-IP", null, "localhost", 0, null],
    ["the chain wins over X-Real-IP", "203.0.113.7", "203.0.113.9", 0, "203.0.113.7"],
  ])("%s", (_description, forwardedFor, realIp, hops, expected) => {
    expect(clientIp(forwardedFor, realIp, hops)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects hops = %s", (hops) => {
    expect(() => clientIp("203.0.113.7", null, hops)).toThrow(RangeError);
  });
});

describe("normalizeIp", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["fe80::1%eth0", "fe80::1%eth0"],
    ["FE80::1%eth0", "fe80::1%eth0"],
    ["", null],
    ["1.2.3", null],
    ["example.com", null],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeIp(input)).toBe(expected);
  });
});

describe("addressNetwork", () => {
  it.each([
    ["203.0.113.7", "203.0.113.0/24"],
    ["203.0.113.250", "203.0.113.0/24"],
    ["::ffff:203.0.113.7", "203.0.113.0/24"],
    ["2001:db8::7", "2001:0db8:0000:0000::/64"],
    ["2001:db8:1:2:3:4:5:6", "2001:0db8:0001:0002::/64"],
    ["2001:db8:1:2::", "2001:0db8:0001:0002::/64"],
    ["::1", "0000:0000:0000:0000::/64"],
    ["fe80::1%eth0", "fe80:0000:0000:0000::/64"],
    ["not-an-address", "unknown"],
  ])("%s is in %s", (ip, network) => {
    expect(addressNetwork(ip)).toBe(network);
  });

  it("puts an unknown address in a network of its own", () => {
    expect(addressNetwork(null)).toBe("unknown");
  });
});
