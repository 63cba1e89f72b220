import type { SanityClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { cookies, draftMode } from "next/headers";
import { contentStore } from "@/lib/content";
import { sanityClient } from "@/lib/content/sanitySource";
import { readSanitySettings } from "@/lib/content/settings";
import type { ContentSource } from "@/lib/content/source";
import { productionBuild } from "@/lib/env/buildMode";
import { sameOriginPath } from "@/lib/security/sameOriginPath";
import { failure } from "@/lib/server/http/responses";

/**
 * What `validatePreviewUrl` needs of a client, over the embedded dataset: the secret documents
 * the Presentation tool writes (`sanity.previewUrlSecret`) are looked up there with the same GROQ
 * as in the Lake, so the whole preview path runs offline and in tests.
 */
function embeddedSecretClient(store: ContentSource): SanityClient {
  const client = {
    config: () => ({ token: "embedded-dataset" }),
    withConfig: () => client,
    fetch: (query: string, params: Record<string, unknown>) => store.fetch(query, params, [], "raw"),
  };
  return client as unknown as SanityClient;
}

function secretClient(): SanityClient | null {
  const settings = readSanitySettings();
  if (!settings) return embeddedSecretClient(contentStore());
  return settings.token ? sanityClient(settings) : null;
}

/** A path on this site: the Studio names the page to open, never another origin. */
const samePath = (path: string | null | undefined) => sameOriginPath(path, "/");

/**
 * GET /api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/… (what the
 * Presentation tool opens): with a secret the Studio wrote in the last hour, draft mode goes on
 * for this browser and it is sent to the page to preview. Otherwise 401, draft mode untouched.
 */
export async function enableDraftMode(request: Request): Promise<Response> {
  const client = secretClient();
  if (!client) return failure(503, "Previewing needs SANITY_API_READ_TOKEN on the site.");
  const url = new URL(request.url);
  if (!url.searchParams.get("sanity-preview-secret")) return failure(401, "The preview link has no secret.");
  const { isValid, redirectTo } = await validatePreviewUrl(client, request.url);
  if (!isValid)
    return failure(401, "The preview link's secret is not valid, or has expired: open the page again from the Studio.");
  (await draftMode()).enable();
  // Inside the Studio the site is a cross-site frame: its cookie must be sent there too.
  const secure = productionBuild;
  const store = await cookies();
  const bypass = store.get("__prerender_bypass");
  if (bypass) {
    store.set({
      name: bypass.name,
      value: bypass.value,
      httpOnly: true,
      path: "/",
      secure,
      sameSite: secure ? "none" : "lax",
    });
  }
  return redirectOnThisHost(samePath(redirectTo), 307);
}

/**
 * A redirect to a path of the host the browser asked (the brand's): relative, because the
 * request's URL here names the server's own address, not the brand host the cookie was set for.
 */
const redirectOnThisHost = (path: string, status: 303 | 307) =>
  new Response(null, { status, headers: { Location: path, "Cache-Control": "no-store" } });

/** GET /api/draft-mode/disable?to=/path: back to what visitors see, on the same page. */
export async function disableDraftMode(request: Request): Promise<Response> {
  (await draftMode()).disable();
  return redirectOnThisHost(samePath(new URL(request.url).searchParams.get("to")), 303);
}
