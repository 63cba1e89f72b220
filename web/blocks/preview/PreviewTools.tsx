import { VisualEditing } from "next-sanity/visual-editing";
import { ExitPreview } from "./ExitPreview";

/**
 * What an editor gets in draft mode: the preview bar, and visual editing (click a text to open
 * its field in the Studio; the page refreshes as drafts change while it is open in Presentation).
 * Rendered only in draft mode, so visitors never download either.
 */
export function PreviewTools({ showing, exit }: { showing: string; exit: string }) {
  return (
    <>
      <ExitPreview showing={showing} exit={exit} />
      <VisualEditing />
    </>
  );
}
