import { VisualEditing } from "next-sanity/visual-editing";
import { css } from "@/styled-system/css";
import { ExitPreview } from "./ExitPreview";

// Sticky, not fixed: the last child of the page, it stays in view while the editor scrolls and
// takes its own room at the end, so it never covers the footer's last line.
const classes = {
  bar: css({
    position: "sticky",
    bottom: "0",
    zIndex: "banner",
    display: "flex",
    gap: "4",
    justifyContent: "center",
    alignItems: "center",
    py: "2",
    px: "4",
    bg: "gray.900",
    color: "white",
    fontSize: "sm",
  }),
  link: css({ color: "white", fontWeight: "semibold", textDecoration: "underline" }),
};

/**
 * What an editor gets in draft mode: the preview bar, and visual editing (click a text to open
 * its field in the Studio; the page refreshes as drafts change while it is open in Presentation).
 * Rendered only in draft mode: visitors' pages carry the bar's small island and visual editing's
 * loader in the layout's chunk, never visual editing itself (docs/decisions/speed-tries-not-taken.md,
 * "the preview tools behind `lazy`").
 */
export function PreviewTools({ showing, exit }: { showing: string; exit: string }) {
  return (
    <>
      <ExitPreview showing={showing} exit={exit} classes={classes} />
      <VisualEditing />
    </>
  );
}
