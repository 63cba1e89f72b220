"use client";

import { usePathname } from "next/navigation";

/**
 * Says that drafts are shown, and leads out of draft mode on the page the editor is on. The
 * path is read in the browser: the layout that renders this does not know it.
 */
export function ExitPreview({
  showing,
  exit,
  classes,
}: {
  showing: string;
  exit: string;
  /** Class names computed on the server, so this island, on every page's layout, ships no styling runtime. */
  classes: { bar: string; link: string };
}) {
  const pathname = usePathname();
  return (
    <div role="status" className={classes.bar} data-preview-bar="">
      <span>{showing}</span>
      <a className={classes.link} href={`/api/draft-mode/disable?to=${encodeURIComponent(pathname)}`}>
        {exit}
      </a>
    </div>
  );
}
