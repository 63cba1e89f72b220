import { isLocale } from "@/lib/brand/locale";
import { brandOfRequest } from "@/lib/brand/ofRequest";
import { loadBrand } from "@/lib/content/loaders";
import { brandOgImage } from "@/lib/seo/ogImage";

/** The brand's share image (Open Graph): per host, so a route handler rather than a static file. */
export async function GET(request: Request) {
  const { slug } = await brandOfRequest(request);
  const asked = new URL(request.url).searchParams.get("locale") ?? "en";
  const brand = await loadBrand(slug, isLocale(asked) ? asked : "en");
  if (!brand) return Response.json({ error: "Unknown brand." }, { status: 404 });
  return brandOgImage(brand);
}
