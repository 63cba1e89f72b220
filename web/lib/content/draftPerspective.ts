import { draftMode } from "next/headers";
import type { Perspective } from "./perspective";

/**
 * `drafts` while the request is in draft mode (an editor previewing, app/api/draft-mode), else
 * `published`. Outside a request (a build's generateStaticParams, a script, a test) there is no
 * draft mode to ask: published.
 */
export async function requestPerspective(): Promise<Perspective> {
  try {
    return (await draftMode()).isEnabled ? "drafts" : "published";
  } catch {
    return "published";
  }
}
