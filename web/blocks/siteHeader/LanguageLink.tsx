import { type Locale, otherLocale } from "@/lib/brand/locale";
import type { SiteWords } from "@/lib/content/words";
import styles from "./SiteHeader.module.css";

/** The header's switch to the same page in the other language. */
export function LanguageLink({
  locale,
  href,
  words,
}: {
  /** The page's language (the link leads to the other one). */
  locale: Locale;
  href: string;
  words: Pick<SiteWords, "otherLanguage" | "otherLanguageName">;
}) {
  const other = otherLocale(locale);
  return (
    <a className={styles.language} href={href} hrefLang={other} lang={other} aria-label={words.otherLanguageName}>
      {words.otherLanguage}
    </a>
  );
}
