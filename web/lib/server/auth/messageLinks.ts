import { stegaClean } from "@sanity/client/stega";
import { knownBrandForHost } from "@/lib/brand/host";
import { hostTable } from "@/lib/brand/hostTable";
import { loadBrand } from "@/lib/content/loaders";

/**
 * Where a link in a message (password reset, e-mail confirmation) points: the production domain
 * content gives the brand whose host the request named, over https, whatever that host header
 * said beyond choosing the brand. A host that is none of the brands' (a forged `Host:
 * evil.example`, a bare address) gets no link at all: null, and the caller sends no message.
 */
export async function messageLinkOrigin(request: Request | undefined | null): Promise<string | null> {
  const slug = knownBrandForHost(request?.headers.get("host"), await hostTable());
  if (!slug) return null;
  const domain = stegaClean((await loadBrand(slug, "en"))?.domain ?? "")
    .trim()
    .toLowerCase();
  // A domain name as content validates it: letters, digits, dots and hyphens, nothing else.
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(domain) ? `https://${domain}` : null;
}
