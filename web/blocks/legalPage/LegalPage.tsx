import { PortableText, type PortableTextBlock } from "@portabletext/react";
import type { Locale } from "@/lib/brand/locale";
import { portableTextComponents } from "../portableText";
import { proseClass } from "../prose";
import { fillCopy } from "../steps/parts/copy";
import { VisitRecord } from "./VisitRecord";

/** A legal page as the legal team wrote it in Portable Text, and what the site sees of this visit. */
export function LegalPage({
  title,
  body,
  effectiveDate,
  version,
  locale,
  words,
}: {
  title: string;
  body: PortableTextBlock[];
  effectiveDate: string | null;
  version: string | null;
  locale: Locale;
  /** "Effective {date}" and "version {version}", from content. */
  words: { legalEffective: string; legalVersion: string };
}) {
  return (
    <article className={proseClass}>
      <h1>{title}</h1>
      {effectiveDate ? (
        <p>
          {fillCopy(words.legalEffective, { date: effectiveDate })}
          {version ? ` (${fillCopy(words.legalVersion, { version })})` : null}
        </p>
      ) : null}
      <PortableText value={body} components={portableTextComponents(locale)} />
      <VisitRecord locale={locale} />
    </article>
  );
}
