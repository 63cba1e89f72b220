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
 * Back to the previous question (in the order the visitor's variant asks them). `onClick` may
 * prevent the link's navigation and show the question itself.
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
    <Link href={href} className={backClass} onClick={onClick} data-step-back>
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
