import { LOCALES, type Locale, localizedPath } from "@/lib/brand/locale";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * sitemap.xml of one brand: every path in English and Spanish on the brand's domain, each with
 * its other-language alternate (hreflang), so search engines pair /solar-101 with /es/solar-101.
 */
export function sitemapXml({ domain, paths }: { domain: string; paths: readonly string[] }): string {
  const url = (locale: Locale, path: string) => escapeXml(`https://${domain}${localizedPath(locale, path)}`);
  const entries = [...new Set(paths)].flatMap((path) =>
    LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${url(locale, path)}</loc>\n${LOCALES.map(
          (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(other, path)}"/>`,
        ).join("\n")}\n  </url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}
