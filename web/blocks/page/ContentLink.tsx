import type { ReactNode } from "react";
import { contentHref, type Locale } from "@/lib/brand/locale";

type LinkContent = { href?: string | null; label?: string | null };

/** A link from content: a site path keeps the visitor's language; tel, mailto and https go as written. */
export function ContentLink({
  link,
  locale,
  className,
  children,
}: {
  link: LinkContent;
  locale: Locale;
  className?: string;
  children?: ReactNode;
}) {
  const href = link.href ?? "";
  if (!href) return null;
  const external = href.startsWith("https://");
  return (
    <a
      href={contentHref(locale, href)}
      className={className}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children ?? link.label}
    </a>
  );
}
