import Link from "next/link";
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

/** Back to the previous question (in the order the visitor's variant asks them). */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={backClass} data-step-back>
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
