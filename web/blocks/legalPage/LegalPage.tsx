import { PortableText, type PortableTextBlock, type PortableTextComponents } from "@portabletext/react";
import type { Locale } from "@/lib/brand/locale";
import { localizedPath } from "@/lib/brand/locale";
import { proseClass } from "../prose";

const labels = {
  en: { updated: "Effective", version: "version" },
  es: { updated: "Vigente desde", version: "versión" },
} as const;

const components = (locale: Locale): PortableTextComponents => ({
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === "string" ? value.href : "#";
      return <a href={href.startsWith("/") ? localizedPath(locale, href) : href}>{children}</a>;
    },
  },
});

/** A legal page as the legal team wrote it in Portable Text. */
export function LegalPage({
  title,
  body,
  effectiveDate,
  version,
  locale,
}: {
  title: string;
  body: PortableTextBlock[];
  effectiveDate: string | null;
  version: string | null;
  locale: Locale;
}) {
  return (
    <article className={proseClass}>
      <h1>{title}</h1>
      {effectiveDate ? (
        <p>
          {labels[locale].updated} {effectiveDate}
          {version ? ` (${labels[locale].version} ${version})` : null}
        </p>
      ) : null}
      <PortableText value={body} components={components(locale)} />
    </article>
  );
}
