import { PortableText, type PortableTextBlock } from "@portabletext/react";
import type { Locale } from "@/lib/brand/locale";
import { portableTextComponents } from "../portableText";
import { proseClass } from "../prose";
import { VisitRecord } from "./VisitRecord";

const labels = {
  en: { updated: "Effective", version: "version" },
  es: { updated: "Vigente desde", version: "versión" },
} as const;

/** A legal page as the legal team wrote it in Portable Text, and what the site sees of this visit. */
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
      <PortableText value={body} components={portableTextComponents(locale)} />
      <VisitRecord locale={locale} />
    </article>
  );
}
