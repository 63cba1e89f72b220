import Link from "next/link";
import type { MouseEvent } from "react";
import { css } from "@/styled-system/css";

const backClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  minHeight: "11",
  mb: "2",
  color: "fg.muted",
  textDecoration: "none",
  fontWeight: "medium",
  _hover: { color: "brand.fg", textDecoration: "underline" },
});

/**
 * Back to the previous question (in the order the visitor's variant asks them). With `onClick`,
 * the flow shows that question itself (the click's navigation prevented), and the link prefetches
 * nothing: the previous step's route, fetched and parsed as each step arrived, was never used, and
 * its parse was one more task of about 30 ms at 4x CPU after every tap (issue 8). Without it, the
 * link is a route change, prefetched as usual.
 */
export function BackLink({
  href,
  label,
  onClick,
}: {
  href: string;
  label: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <Link href={href} prefetch={onClick ? false : undefined} className={backClass} onClick={onClick} data-step-back>
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
