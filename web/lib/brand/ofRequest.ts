import { brandForHost } from "@/lib/brand/host";
import { hostTable } from "@/lib/brand/hostTable";
import { loadBrand } from "@/lib/content/loaders";

/**
 * The brand a request's Host names (the default brand for an unknown host), with its name and
 * domain from content: a Host can only choose among the brands, never write its own words.
 */
export async function brandOfRequest(request: Request) {
  const host = request.headers.get("host");
  const slug = brandForHost(host, await hostTable());
  const brand = await loadBrand(slug, "en");
  return { host, slug, name: brand?.name ?? null, domain: brand?.domain ?? null };
}
