import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { serverEnv } from "@/lib/env/parse.mjs";

/**
 * Reads the embedded dataset (Sanity NDJSON export format). Image fields in an export point at
 * files (`_sanityAsset: "image@file://./images/x.svg"`); here they become ordinary asset
 * references to `sanity.imageAsset` documents whose url is served from /content-assets.
 */
export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

const DATASET_FILE = join("studio", "content", "production.ndjson");

/** The dataset file: CONTENT_DATASET_PATH, or studio/content found from the working directory up. */
export function findDatasetFile(start = process.cwd()): string {
  const configured = serverEnv().CONTENT_DATASET_PATH;
  if (configured) return resolve(/*turbopackIgnore: true*/ configured);
  for (let dir = resolve(/*turbopackIgnore: true*/ start); ; dir = dirname(dir)) {
    const candidate = join(dir, DATASET_FILE);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`Embedded dataset ${DATASET_FILE} not found from ${start}`);
  }
}

export function parseNdjson(text: string, file = "dataset"): SanityDocument[] {
  return text
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      let doc: unknown;
      try {
        doc = JSON.parse(line);
      } catch (error) {
        throw new Error(`${file}:${number}: not valid JSON (${(error as Error).message})`);
      }
      const candidate = doc as Partial<SanityDocument> | null;
      if (!candidate || typeof candidate._id !== "string" || typeof candidate._type !== "string") {
        throw new Error(`${file}:${number}: a document needs a string _id and _type`);
      }
      return candidate as SanityDocument;
    });
}

const ASSET_POINTER = /^image@file:\/\/\.\/images\/(.+)$/;

function assetFor(file: string): SanityDocument {
  const extension = file.split(".").pop() ?? "bin";
  const sha1 = createHash("sha1").update(file).digest("hex");
  return {
    _id: `image-${sha1}-${extension}`,
    _type: "sanity.imageAsset",
    originalFilename: file,
    extension,
    mimeType: extension === "svg" ? "image/svg+xml" : `image/${extension}`,
    url: `/content-assets/${file}`,
    path: `content-assets/${file}`,
  };
}

/** Replaces export-format image pointers with references, adding one asset document per file. */
export function resolveAssets(documents: SanityDocument[]): SanityDocument[] {
  const assets = new Map<string, SanityDocument>();
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value as Record<string, unknown>);
    const pointer = (value as { _sanityAsset?: unknown })._sanityAsset;
    const match = typeof pointer === "string" ? ASSET_POINTER.exec(pointer) : null;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of entries) if (key !== "_sanityAsset") out[key] = visit(inner);
    if (match?.[1]) {
      const asset = assets.get(match[1]) ?? assetFor(match[1]);
      assets.set(match[1], asset);
      out.asset = { _type: "reference", _ref: asset._id };
    }
    return out;
  };
  const resolved = documents.map((doc) => visit(doc) as SanityDocument);
  return [...resolved, ...assets.values()];
}

export const loadEmbeddedDataset = (file = findDatasetFile()): SanityDocument[] =>
  resolveAssets(parseNdjson(readFileSync(/*turbopackIgnore: true*/ file, "utf8"), file));
