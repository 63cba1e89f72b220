import { createClient } from "next-sanity";
import type { ContentSource, QueryResult } from "./source";

export type SanitySettings = { projectId: string; dataset: string; apiVersion: string; token?: string };

/**
 * The Content Lake, not its CDN: results are cached by Next's data cache under their tags and
 * expired when the publish webhook (app/api/revalidate) names a changed document type, and the
 * refetch that follows must see the publish, which the CDN may not yet.
 */
export function createSanitySource(settings: SanitySettings): ContentSource {
  const client = createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    useCdn: false,
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
