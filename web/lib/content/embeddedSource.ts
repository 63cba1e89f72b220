import { readFileSync, statSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { findDatasetFile, parseNdjson, resolveAssets, type SanityDocument } from "./embeddedDataset";
import { documentsFor, type Perspective } from "./perspective";
import type { ContentSource, QueryResult } from "./source";

/** The documents and a mark that changes when they do. */
type Dataset = { version: string; documents: SanityDocument[] };

/**
 * The dataset file as it is now: read again when its size or modification time changed, so a
 * publish written to the file (the embedded stand-in for the Content Lake) is seen by the next
 * query, as a publish to the Lake is. One `stat` per query; the read only on a change.
 *
 * A file caught while it is being written (empty, cut mid-line or between lines, or changed
 * during the read) is not taken: the documents read before stay, and the next query tries again.
 * Taking it served a page or two with no content at all, which Next then cached as "not found".
 */
export function datasetFromFile(file = findDatasetFile()): () => Dataset {
  let current: Dataset | null = null;
  const versionOf = () => {
    const { mtimeMs, size } = statSync(/*turbopackIgnore: true*/ file);
    return { version: `${mtimeMs}:${size}`, size };
  };
  return () => {
    const before = versionOf();
    if (current?.version === before.version) return current;
    const text = readFileSync(/*turbopackIgnore: true*/ file, "utf8");
    const whole =
      Buffer.byteLength(text) === before.size && text.endsWith("\n") && versionOf().version === before.version;
    let documents: SanityDocument[] | null = null;
    try {
      documents = whole ? resolveAssets(parseNdjson(text, file)) : null;
    } catch (error) {
      // A broken file that is not being written is a real error: say so while nothing was read.
      if (!current) throw error;
    }
    if (documents && documents.length > 0) current = { version: before.version, documents };
    if (!current) throw new Error(`${file}: the dataset is being written or empty; nothing to read yet`);
    return current;
  };
}

/**
 * GROQ over the embedded dataset with groq-js. Each (dataset version, perspective, query, params)
 * answer is computed once. Queries are parsed WITH their params: groq-js decides at parse time
 * whether `field[$param]` is an attribute access or a filter. Given `documents`, the source
 * answers over them and never changes; otherwise it follows the dataset file (`from`, or the one
 * findDatasetFile names).
 */
export function createEmbeddedSource(from?: SanityDocument[] | string): ContentSource {
  const dataset: () => Dataset = Array.isArray(from)
    ? () => ({ version: "fixed", documents: from })
    : datasetFromFile(from);
  const answers = new Map<string, Promise<unknown>>();
  const views = new Map<string, SanityDocument[]>();
  let answersVersion = "";
  return {
    kind: "embedded",
    reachable: async () => {
      dataset();
    },
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
