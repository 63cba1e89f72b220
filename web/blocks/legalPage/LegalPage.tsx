import { PortableText, type PortableTextBlock } from "@portabletext/react";
import type { Locale } from "@/lib/brand/locale";
import type { SiteWords } from "@/lib/content/words";
import { portableTextComponents } from "../portableText";
import { proseClass } from "../prose";
import { fillCopy } from "../steps/parts/fillCopy";
import { VisitRecord } from "./VisitRecord";
import type { VisitRecordWords } from "./VisitRecordIsland";

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
  /** "Effective {date}", "version {version}" and the visit record's words, from content. */
  words: Pick<SiteWords, "legalEffective" | "legalVersion"> & VisitRecordWords;
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
      <VisitRecord words={words} />
    </article>
  );
}
