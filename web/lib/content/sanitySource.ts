import { createClient } from "next-sanity";
import type { ContentSource, QueryResult } from "./source";

export type SanitySettings = { projectId: string; dataset: string; apiVersion: string; token?: string };

/**
 * The Content Lake through the CDN. Results are cached by Next's data cache under their tags and
 * refreshed when the Sanity webhook (app/api/revalidate) names a changed document type.
 */
export function createSanitySource(settings: SanitySettings): ContentSource {
  const client = createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    useCdn: true,
    perspective: "published",
    token: settings.token,
  });
  return {
    kind: "sanity",
    fetch<const Q extends string>(query: Q, params: Record<string, unknown>, tags: string[]) {
      return client.fetch(query, params, { next: { tags, revalidate: false } }) as Promise<QueryResult<Q>>;
    },
  };
}
