import { createClient, type SanityClient } from "next-sanity";
import type { Perspective } from "./perspective";
import type { ContentSource, QueryResult } from "./source";
import { copyOnly } from "./stega";

export type SanitySettings = {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  /** Where the Studio runs, for the links visual editing puts in previewed copy. */
  studioUrl?: string;
  /**
   * Another address of the Lake's API than api.sanity.io (SANITY_API_HOST): the local stand-in
   * (npm run lake:local). It is addressed without a project subdomain (`<id>.127.0.0.1` names no
   * machine); the client names the project in its X-Sanity-Project-ID header instead.
   */
  apiHost?: string;
};

export const sanityClient = (settings: SanitySettings): SanityClient =>
  createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    useCdn: false,
    perspective: "published",
    token: settings.token,
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
  });

/**
 * The Content Lake, not its CDN: published results are cached by Next's data cache under their
 * tags and expired when the publish webhook (app/api/revalidate) names a changed document type,
 * and the refetch that follows must see the publish, which the CDN may not yet. A draft-mode
 * read (an editor's preview) is never cached, carries the read token, and has its copy
 * stega-encoded so visual editing can link each text to its field in the Studio.
 */
export function createSanitySource(settings: SanitySettings): ContentSource {
  const client = sanityClient(settings);
  return {
    kind: "sanity",
    // The smallest query there is, never cached: a reachable Lake that knows the dataset.
    reachable: async () => {
      await client.fetch("1", {}, { cache: "no-store", timeout: 2_000, tag: "health" });
    },
    fetch<const Q extends string>(
      query: Q,
      params: Record<string, unknown>,
      tags: string[],
      perspective: Perspective = "published",
    ) {
      if (perspective === "published") {
        return client.fetch(query, params, { next: { tags, revalidate: false } }) as Promise<QueryResult<Q>>;
      }
      if (!settings.token) throw new Error("Previewing drafts needs SANITY_API_READ_TOKEN");
      return client.fetch(query, params, {
        perspective,
        token: settings.token,
        cache: "no-store",
        stega: perspective === "drafts" ? { enabled: true, studioUrl: settings.studioUrl, filter: copyOnly } : false,
      }) as Promise<QueryResult<Q>>;
    },
  };
}
