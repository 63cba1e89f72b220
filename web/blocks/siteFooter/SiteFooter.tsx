import type { Brand } from "@/lib/brand/context";
import { contentHref, type Locale } from "@/lib/brand/locale";
import styles from "./SiteFooter.module.css";

/** Legal links, contact line, disclosure, numbered footnotes, copyright and the satisfaction banner. */
export function SiteFooter({ brand, locale, year }: { brand: Brand; locale: Locale; year: number }) {
  const footer = brand.footer;
  if (!footer) return null;
  const footnotes = footer.footnotes ?? [];
  return (
    <footer className={styles.footer}>
      {footer.satisfactionBanner ? <p className={styles.banner}>{footer.satisfactionBanner}</p> : null}
      <nav aria-label={locale === "es" ? "Enlaces legales" : "Legal"}>
        <ul className={styles.links}>
          {(footer.legalLinks ?? []).map((link) => (
            <li key={link._key}>
              <a href={contentHref(locale, link.href ?? "#")}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {footer.contactLine ? <p>{footer.contactLine}</p> : null}
      {footer.disclosure ? <p className={styles.small}>{footer.disclosure}</p> : null}
      {footnotes.length > 0 ? (
        <ol className={styles.footnotes}>
          {footnotes.map((note) => (
            <li key={note._id}>{note.text}</li>
          ))}
        </ol>
      ) : null}
      {footer.copyright ? <p className={styles.small}>{footer.copyright.replace("{year}", String(year))}</p> : null}
    </footer>
  );
}
