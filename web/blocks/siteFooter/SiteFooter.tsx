import type { Brand } from "@/lib/brand/context";
import { contentHref, type Locale } from "@/lib/brand/locale";
import styles from "./SiteFooter.module.css";

type Contact = NonNullable<Brand["contact"]>;

/** The brand's contact details from content (brand.contact): trade name, support e-mail, website. */
function ContactDetails({ contact }: { contact: Contact }) {
  return (
    <address className={styles.contact}>
      {contact.tradeName ? <span>{contact.tradeName}</span> : null}
      {contact.mail ? <a href={`mailto:${contact.mail}`}>{contact.mail}</a> : null}
      {contact.baseUrl && contact.website ? <a href={contact.baseUrl}>{contact.website}</a> : null}
    </address>
  );
}

/** Legal links, contact line and details, disclosure, numbered footnotes, copyright and the satisfaction banner. */
export function SiteFooter({
  brand,
  locale,
  year,
  legalLinksLabel,
}: {
  brand: Brand;
  locale: Locale;
  year: number;
  /** The legal links' name for screen readers, from content. */
  legalLinksLabel: string;
}) {
  const footer = brand.footer;
  if (!footer) return null;
  const footnotes = footer.footnotes ?? [];
  return (
    <footer className={styles.footer}>
      {footer.satisfactionBanner ? <p className={styles.banner}>{footer.satisfactionBanner}</p> : null}
      <nav aria-label={legalLinksLabel}>
        <ul className={styles.links}>
          {(footer.legalLinks ?? []).map((link) => (
            <li key={link._key}>
              <a href={contentHref(locale, link.href ?? "#")}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {footer.contactLine ? <p>{footer.contactLine}</p> : null}
      {brand.contact ? <ContactDetails contact={brand.contact} /> : null}
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
