import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { loadEmbeddedDataset, parseNdjson, type SanityDocument } from "@/lib/content/embeddedDataset";
import { createEmbeddedSource } from "@/lib/content/embeddedSource";
import { publishSignatureHeader } from "@/lib/content/publishSignature";
import { createSanitySource, type SanitySettings } from "@/lib/content/sanitySource";
import type { ContentSource } from "@/lib/content/source";

/**
 * Where tests publish content, as an editor's Publish in the Studio does: the stored documents
 * change, then the signed webhook names their type (app/api/revalidate). One interface, so the
 * same test can publish to the embedded dataset the test server reads, or to a Content Lake
 * stand-in through Sanity's client (the production topology's, issue 61's second acceptance).
 */
export interface ContentPublisher {
  /** A published document as stored now, or null. */
  document(id: string): Promise<SanityDocument | null>;
  /** Creates or replaces these published documents, then sends the webhook for their types. */
  publish(documents: SanityDocument[]): Promise<void>;
  /** Removes these published documents (an unpublish, or a delete), then sends the webhook. */
  unpublish(documents: SanityDocument[]): Promise<void>;
  /** Content as the site reads it now, for a test to compare pages with. */
  source(): ContentSource;
}

/** POSTs the publish webhook for each document type, signed with the server's secret. */
async function sendWebhooks(siteUrl: string, secret: string, documents: SanityDocument[]) {
  for (const type of new Set(documents.map((document) => document._type))) {
    const body = JSON.stringify({ _type: type });
    const reply = await fetch(new URL("/api/revalidate", siteUrl), {
      method: "POST",
      headers: { "content-type": "application/json", "sanity-webhook-signature": publishSignatureHeader(body, secret) },
      body,
    });
    if (reply.status !== 200) throw new Error(`The publish webhook answered ${reply.status}: ${await reply.text()}`);
  }
}

/**
 * Publishing to an NDJSON file a content store reads: the whole file at once, written beside it
 * and renamed over it, as the Lake publishes all or nothing. Documents are read back through
 * `source`, as the site reads them.
 */
function filePublisher(
  datasetFile: string,
  webhook: { siteUrl: string; secret: string },
  source: () => ContentSource,
): ContentPublisher {
  const read = () => parseNdjson(readFileSync(datasetFile, "utf8"), datasetFile);
  const write = (documents: SanityDocument[]) => {
    writeFileSync(`${datasetFile}.publishing`, `${documents.map((document) => JSON.stringify(document)).join("\n")}\n`);
    renameSync(`${datasetFile}.publishing`, datasetFile);
  };
  return {
    document: async (id) =>
      ((await source().fetch("*[_id == $id][0]", { id }, [])) as SanityDocument | null | undefined) ?? null,
    async publish(documents) {
      const ids = new Set(documents.map((document) => document._id));
      write([...read().filter((document) => !ids.has(document._id)), ...documents]);
      await sendWebhooks(webhook.siteUrl, webhook.secret, documents);
    },
    async unpublish(documents) {
      const ids = new Set(documents.map((document) => document._id));
      write(read().filter((document) => !ids.has(document._id)));
      await sendWebhooks(webhook.siteUrl, webhook.secret, documents);
    },
    source,
  };
}

type Webhook = {
  /** The site on an address this process resolves (127.0.0.1, not a *.localhost brand host). */
  siteUrl: string;
  /** The site's SANITY_REVALIDATE_SECRET. */
  secret: string;
};

/** Publishing to an embedded dataset file (CONTENT_DATASET_PATH of the test server). */
export function embeddedPublisher({ datasetFile, ...webhook }: Webhook & { datasetFile: string }): ContentPublisher {
  return filePublisher(datasetFile, webhook, () => createEmbeddedSource(loadEmbeddedDataset(datasetFile)));
}

/**
 * Publishing to the Content Lake stand-in (npm run lake:local, docs/decisions/lake-stand-in.md):
 * the NDJSON file it serves, which it reads again once changed, as the Lake holds a publish. Read
 * back through Sanity's client at the stand-in's address (SANITY_API_HOST), with the site's
 * own settings: what a test compares pages with is what the Lake answers the site.
 */
export function lakePublisher({
  datasetFile,
  lake,
  ...webhook
}: Webhook & { datasetFile: string; lake: SanitySettings }): ContentPublisher {
  const source = createSanitySource(lake);
  return filePublisher(datasetFile, webhook, () => source);
}

/**
 * A copy of a flow as a marketer makes one in the Studio (Duplicate, then a new prefix): the
 * same steps, offer and listings, under another id and prefix.
 */
export function flowCopy(flow: SanityDocument, prefix: string, title?: { en: string; es: string }): SanityDocument {
  const copy = structuredClone(flow);
  return {
    ...copy,
    _id: `flow.${prefix.slice(1)}`,
    prefix: { _type: "slug", current: prefix },
    ...(title ? { title: { _type: "localeString", ...title } } : {}),
  };
}
