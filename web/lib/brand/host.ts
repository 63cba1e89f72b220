/**
 * Host header -> brand key. Hosts are compared lower-cased without port or trailing dot.
 * In development `<brand-host>.localhost` and `<brand-key>.localhost` reach a brand too,
 * because browsers resolve every *.localhost name to the loopback address.
 */
export type BrandHosts = { slug: string; hosts: string[] };

export type HostTable = { bySlug: Set<string>; byHost: Map<string, string>; defaultSlug: string };

export function normalizeHost(hostHeader: string | null | undefined): string {
  const first = (hostHeader ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  // IPv6 literal: [::1]:3000
  const withoutPort = first.startsWith("[") ? first.slice(0, first.indexOf("]") + 1) : first.replace(/:\d*$/, "");
  return withoutPort.replace(/\.$/, "");
}

export function buildHostTable(brands: BrandHosts[], defaultSlug: string): HostTable {
  const byHost = new Map<string, string>();
  for (const brand of brands) {
    for (const host of brand.hosts) {
      const key = normalizeHost(host);
      // Studio validation keeps hosts unique; if two brands still claim one, the first keeps it.
      if (key && !byHost.has(key)) byHost.set(key, brand.slug);
    }
  }
  return { bySlug: new Set(brands.map((brand) => brand.slug)), byHost, defaultSlug };
}

/** The brand a host names, or null for a host that is none of the brands' (see brandForHost). */
export function knownBrandForHost(hostHeader: string | null | undefined, table: HostTable): string | null {
  const host = normalizeHost(hostHeader);
  const direct = table.byHost.get(host);
  if (direct) return direct;
  if (host.endsWith(".localhost")) {
    const name = host.slice(0, -".localhost".length);
    const viaHost = table.byHost.get(name);
    if (viaHost) return viaHost;
    if (table.bySlug.has(name)) return name;
  }
  return null;
}

/** The brand a host names; an unknown host gets the default brand. */
export function brandForHost(hostHeader: string | null | undefined, table: HostTable): string {
  return knownBrandForHost(hostHeader, table) ?? table.defaultSlug;
}
