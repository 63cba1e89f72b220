import type { QueryParams } from "@sanity/client";
import type { Perspective } from "./perspective";

export type QueryResult<Q extends string> = Q extends keyof import("@sanity/client").SanityQueries
  ? import("@sanity/client").SanityQueries[Q]
  : unknown;

/**
 * Where content comes from: the Content Lake when SANITY_PROJECT_ID is set, otherwise the
 * embedded dataset in studio/content. Both answer the same GROQ with the same result types.
 * `tags` name the document types a result depends on, for revalidation; `perspective` is
 * `published` unless said otherwise (content() says `drafts` in draft mode).
 */
export interface ContentSource {
  readonly kind: "sanity" | "embedded";
  fetch<const Q extends string>(
    query: Q,
    params: QueryParams,
    tags: string[],
    perspective?: Perspective,
  ): Promise<QueryResult<Q>>;
  /**
   * Resolves when the content can be read now, past every cache (the readiness check, issue 59):
   * the Lake answers a query, or the dataset file reads.
   */
  reachable(): Promise<void>;
}
