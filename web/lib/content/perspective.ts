import type { SanityDocument } from "./embeddedDataset";

/**
 * Which documents a query sees. `published`: what visitors get. `drafts`: a document's draft
 * (`drafts.<id>`) in place of the published one, what an editor previews. `raw`: every document
 * as stored (the preview secret lookup reads the secret documents this way, like the Lake's).
 */
export type Perspective = "published" | "drafts" | "raw";

const DRAFT_PREFIX = "drafts.";

const isDraftId = (id: string) => id.startsWith(DRAFT_PREFIX);

/** The documents of `documents` as `perspective` shows them (drafts keep their published id). */
export function documentsFor(documents: SanityDocument[], perspective: Perspective): SanityDocument[] {
  if (perspective === "raw") return documents;
  const published = documents.filter((document) => !isDraftId(document._id) && !document._id.startsWith("versions."));
  if (perspective === "published") return published;
  const drafts = new Map<string, SanityDocument>();
  for (const document of documents) {
    if (isDraftId(document._id)) {
      const id = document._id.slice(DRAFT_PREFIX.length);
      drafts.set(id, { ...document, _id: id });
    }
  }
  const overlaid = published.map((document) => drafts.get(document._id) ?? document);
  const publishedIds = new Set(published.map((document) => document._id));
  // A document never published yet exists only as a draft: the preview shows it too.
  for (const [id, draft] of drafts) if (!publishedIds.has(id)) overlaid.push(draft);
  return overlaid;
}
