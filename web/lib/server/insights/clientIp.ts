import { isIP } from "node:net";

/**
 * The visitor's IP address from a forwarded chain, given how many trusted reverse proxies (load
 * balancer, CDN, nginx, …) sit in front of the application server.
 *
 * Contract: `forwardedFor` is "client, proxy1, …, peer", where every trusted proxy has appended
 * the address it received the request from and our own server has appended its socket peer as
 * the LAST entry (web/server.mjs does that in x-homefront-forwarded). Everything to the left of
 * the trusted right-hand end is whatever the client chose to send, so with N trusted proxies the
 * client is the entry at index `length - 1 - N`: N = 0 is the socket peer itself, and a client's
 * own "X-Forwarded-For: 6.6.6.6" can never be picked.
 *
 * Plain Next.js does not keep that contract: Next 16 only fills X-Forwarded-For when it is
 * missing (`??=` in base-server.js; checked against 16.4.6 with a live `next start`: no header ->
 * "::ffff:127.0.0.1", a client's "6.6.6.6" -> "6.6.6.6"). Fed Next's header directly (e.g. under
 * `next dev`), N = 0 returns whatever the client sent, and N >= 1 picks one entry too far left.
 *
 * Candidates are normalised (brackets, ports, IPv4-mapped IPv6 removed) and validated; an
 * invalid entry at the trusted position yields null rather than a walk further left, because
 * everything further left is attacker-controlled. X-Real-IP is consulted only when there is no
 * forwarded chain at all.
 */
export function clientIp(forwardedFor: string | null, realIp: string | null, trustedProxyHops: number): string | null {
  if (!Number.isInteger(trustedProxyHops) || trustedProxyHops < 0) {
    throw new RangeError(`trustedProxyHops must be a non-negative integer, got ${trustedProxyHops}`);
  }
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    // Empty items come from clients ("a,,b" or a trailing comma); proxies never append one, so
    // dropping them cannot shift the trusted right-hand end.
    .filter((entry) => entry !== "");
  if (entries.length === 0) return realIp === null ? null : normalizeIp(realIp);

  // Clamped at 0: fewer entries than expected means a proxy replaced the header instead of
  // appending (nginx `X-Forwarded-For $remote_addr`), and then the first entry is its peer.
  const index = Math.max(entries.length - 1 - trustedProxyHops, 0);
  return normalizeIp(entries[index] ?? "");
}

/**
 * One address as proxies and Node write it -> the plain address, or null when it is not one.
 * "1.2.3.4:5678" -> "1.2.3.4", "[2001:db8::1]:443" -> "2001:db8::1", "::ffff:1.2.3.4" -> "1.2.3.4"
 * (what Node reports for IPv4 peers on a dual-stack socket), IPv6 in canonical lower-case form.
 */
export function normalizeIp(raw: string): string | null {
  let value = raw.trim();
  // Quoted values show up when someone copies RFC 7239 `Forwarded: for="[::1]:80"` syntax.
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1).trim();

  if (value.startsWith("[")) {
    const match = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
    const inner = match?.[1];
    // Brackets exist to separate an IPv6 address from its port; around anything else they are noise.
    if (inner === undefined || isIP(inner) !== 6) return null;
    value = inner;
  } else {
    const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(value);
    if (withPort?.[1] !== undefined) value = withPort[1];
  }

  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return null;
  const canonical = canonicalIpv6(value);
  return unmapIpv4(canonical) ?? canonical;
}

/**
 * The WHATWG URL parser serialises IPv6 hosts canonically (RFC 5952: lower case, longest zero run
 * compressed, embedded IPv4 written as hex), which makes the mapped-address check one pattern.
 * Zone ids ("fe80::1%eth0") are valid for isIP but rejected by URL; those stay as given.
 */
function canonicalIpv6(address: string): string {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address.toLowerCase();
  }
}

function unmapIpv4(canonical: string): string | null {
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  const high = Number.parseInt(match[1], 16);
  const low = Number.parseInt(match[2], 16);
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/**
 * The network an address belongs to, as one provider hands them out: its /24 for IPv4, its /64
 * for IPv6 (one home's or one server's whole allocation). Limits counted per network hold a
 * visitor who rotates addresses inside theirs. An unknown address is one network of its own.
 */
export function addressNetwork(ip: string | null): string {
  const address = ip === null ? null : normalizeIp(ip);
  if (address === null) return "unknown";
  if (isIP(address) === 4) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  const [head = "", tail = ""] = address.replace(/%.*$/, "").split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, "0"))
    .join(":")}::/64`;
}
