import { requestPerspective } from "./draftPerspective";
import { createEmbeddedSource } from "./embeddedSource";
import { createSanitySource } from "./sanitySource";
import { readSanitySettings } from "./settings";
import type { ContentSource } from "./source";

export type { ContentSource } from "./source";

const globalForContent = globalThis as { homefrontContent?: ContentSource; homefrontStore?: ContentSource };

/** The process-wide store of content, chosen once from the environment. */
export function contentStore(): ContentSource {
  if (!globalForContent.homefrontStore) {
    const settings = readSanitySettings();
    globalForContent.homefrontStore = settings ? createSanitySource(settings) : createEmbeddedSource();
  }
  return globalForContent.homefrontStore;
}

/**
 * Content as this request should see it: published for visitors, drafts over published in
 * draft mode. Every loader reads through it, so a preview needs no code of its own per page.
 */
export function content(): ContentSource {
  if (!globalForContent.homefrontContent) {
    const store = contentStore();
    globalForContent.homefrontContent = {
      kind: store.kind,
      reachable: () => store.reachable(),
      fetch: async (query, params, tags, perspective) =>
        store.fetch(query, params, tags, perspective ?? (await requestPerspective())),
    };
  }
  return globalForContent.homefrontContent;
}
