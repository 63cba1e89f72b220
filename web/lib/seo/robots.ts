import { normalizeHost } from "@/lib/brand/host";

/** A stage host (stage.toproofpros.com) previews the site: search engines must not index it. */
export const isStageHost = (hostHeader: string | null | undefined): boolean =>
  normalizeHost(hostHeader).startsWith("stage.");

/**
 * robots.txt for the host asked: a stage host is closed to crawlers; a brand's own host is open
 * except the backend, and names its sitemap on the brand's canonical domain.
 */
export function robotsTxt({ host, domain }: { host: string | null; domain: string | null }): string {
  if (isStageHost(host)) return "User-agent: *\nDisallow: /\n";
  const lines = ["User-agent: *", "Allow: /", "Disallow: /api/"];
  if (domain) lines.push(`Sitemap: https://${domain}/sitemap.xml`);
  return `${lines.join("\n")}\n`;
}
