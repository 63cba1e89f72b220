import { createEmbeddedSource } from "./embeddedSource";
import { createSanitySource } from "./sanitySource";
import { readSanitySettings } from "./settings";
import type { ContentSource } from "./source";

export type { ContentSource } from "./source";

const globalForContent = globalThis as { homefrontContent?: ContentSource };

/** The process-wide content source, chosen once from the environment. */
export function content(): ContentSource {
  if (!globalForContent.homefrontContent) {
    const settings = readSanitySettings();
    globalForContent.homefrontContent = settings ? createSanitySource(settings) : createEmbeddedSource();
  }
  return globalForContent.homefrontContent;
}
