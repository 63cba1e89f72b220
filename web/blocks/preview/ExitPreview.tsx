"use client";

import { usePathname } from "next/navigation";
import { css } from "@/styled-system/css";

// Sticky, not fixed: the last child of the page, it stays in view while the editor scrolls and
// takes its own room at the end, so it never covers the footer's last line.
const barClass = css({
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
});
const linkClass = css({ color: "white", fontWeight: "semibold", textDecoration: "underline" });

/**
 * Says that drafts are shown, and leads out of draft mode on the page the editor is on. The
 * path is read in the browser: the layout that renders this does not know it.
 */
export function ExitPreview({ showing, exit }: { showing: string; exit: string }) {
  const pathname = usePathname();
  return (
    <div role="status" className={barClass} data-preview-bar="">
      <span>{showing}</span>
      <a className={linkClass} href={`/api/draft-mode/disable?to=${encodeURIComponent(pathname)}`}>
        {exit}
      </a>
    </div>
  );
}
