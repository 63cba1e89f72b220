import { brandOfRequest } from "@/lib/brand/ofRequest";
import { robotsTxt } from "@/lib/seo/robots";

/** Per brand host: the host decides the brand, so the answer cannot be one static file. */
export async function GET(request: Request) {
  const { host, domain } = await brandOfRequest(request);
  return new Response(robotsTxt({ host, domain }), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
