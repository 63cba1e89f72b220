import { brandOfRequest } from "@/lib/brand/ofRequest";
import { loadSitePaths } from "@/lib/content/sitePage";
import { isStageHost } from "@/lib/seo/robots";
import { sitemapXml } from "@/lib/seo/sitemap";

/** The brand's public pages (home, content and legal) in both languages; none on a stage host. */
export async function GET(request: Request) {
  const { host, slug, domain } = await brandOfRequest(request);
  if (isStageHost(host) || !domain) return new Response("Not found", { status: 404 });
  const paths = ["/", ...(await loadSitePaths(slug))];
  return new Response(sitemapXml({ domain, paths }), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
