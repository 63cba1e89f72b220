import { statSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { findDatasetFile, loadEmbeddedDataset, type SanityDocument } from "./embeddedDataset";
import { documentsFor, type Perspective } from "./perspective";
import type { ContentSource, QueryResult } from "./source";

/** The documents and a mark that changes when they do. */
type Dataset = { version: string; documents: SanityDocument[] };

/**
 * The dataset file as it is now: read again when its size or modification time changed, so a
 * publish written to the file (the embedded stand-in for the Content Lake) is seen by the next
 * query, as a publish to the Lake is. One `stat` per query; the read only on a change.
 */
export function datasetFromFile(file = findDatasetFile()): () => Dataset {
  let current: Dataset | null = null;
  return () => {
    const { mtimeMs, size } = statSync(/*turbopackIgnore: true*/ file);
    const version = `${mtimeMs}:${size}`;
    if (current?.version !== version) current = { version, documents: loadEmbeddedDataset(file) };
    return current;
  };
}

/**
 * GROQ over the embedded dataset with groq-js. Each (dataset version, perspective, query, params)
 * answer is computed once. Queries are parsed WITH their params: groq-js decides at parse time
 * whether `field[$param]` is an attribute access or a filter. Given `documents`, the source
 * answers over them and never changes; otherwise it follows the dataset file.
 */
export function createEmbeddedSource(documents?: SanityDocument[]): ContentSource {
  const dataset: () => Dataset = documents ? () => ({ version: "fixed", documents }) : datasetFromFile();
  const answers = new Map<string, Promise<unknown>>();
  const views = new Map<string, SanityDocument[]>();
  let answersVersion = "";
  return {
    kind: "embedded",
    fetch<const Q extends string>(
      query: Q,
      params: Record<string, unknown>,
      _tags: string[],
      perspective: Perspective = "published",
    ): Promise<QueryResult<Q>> {
      const { version, documents: all } = dataset();
      if (version !== answersVersion) {
        answers.clear();
        views.clear();
        answersVersion = version;
      }
      const key = JSON.stringify([perspective, query, params]);
      let answer = answers.get(key);
      if (!answer) {
        let view = views.get(perspective);
        if (!view) {
          view = documentsFor(all, perspective);
          views.set(perspective, view);
        }
        const seen = view;
        answer = (async () => {
          const tree = parse(query, { params });
          const result = await evaluate(tree, { dataset: seen, params });
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
