import { evaluate, parse } from "groq-js";
import { loadEmbeddedDataset, type SanityDocument } from "./embeddedDataset";
import type { ContentSource, QueryResult } from "./source";

/**
 * GROQ over the embedded dataset with groq-js. The dataset never changes while the process
 * runs, so each (query, params) answer is computed once. Queries are parsed WITH their params:
 * groq-js decides at parse time whether `field[$param]` is an attribute access or a filter.
 */
export function createEmbeddedSource(documents: SanityDocument[] = loadEmbeddedDataset()): ContentSource {
  const answers = new Map<string, Promise<unknown>>();
  return {
    kind: "embedded",
    fetch<const Q extends string>(query: Q, params: Record<string, unknown>): Promise<QueryResult<Q>> {
      const key = JSON.stringify([query, params]);
      let answer = answers.get(key);
      if (!answer) {
        answer = (async () => {
          const tree = parse(query, { params });
          const result = await evaluate(tree, { dataset: documents, params });
          return result.get();
        })();
        // A failed query is not cached, so a fix to the caller is seen without a restart.
        answer.catch(() => answers.delete(key));
        answers.set(key, answer);
      }
      return answer as Promise<QueryResult<Q>>;
    },
  };
}
