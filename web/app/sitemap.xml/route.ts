import { brandOfRequest } from "@/lib/brand/ofRequest";
import { loadFlowPrefixes } from "@/lib/content/loaders";
import { loadSitePaths } from "@/lib/content/sitePage";
import { isStageHost } from "@/lib/seo/robots";
import { sitemapXml } from "@/lib/seo/sitemap";

/**
 * The brand's public pages (home, content and legal) and its questionnaires' first steps (every
 * flow content holds: one published a moment ago too), in both languages; none on a stage host.
 */
export async function GET(request: Request) {
  const { host, slug, domain } = await brandOfRequest(request);
  if (isStageHost(host) || !domain) return new Response("Not found", { status: 404 });
  const [pages, flows] = await Promise.all([loadSitePaths(slug), loadFlowPrefixes()]);
  const paths = ["/", ...pages, ...flows];
  return new Response(sitemapXml({ domain, paths }), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
