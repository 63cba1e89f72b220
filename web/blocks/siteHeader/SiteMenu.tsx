import type { Brand } from "@/lib/brand/context";
import { contentHref, type Locale } from "@/lib/brand/locale";
import type { SiteWords } from "@/lib/content/words";
import styles from "./SiteMenu.module.css";

type MenuGroup = NonNullable<Brand["navigation"]>[number];

function Group({ group, locale, className }: { group: MenuGroup; locale: Locale; className?: string }) {
  const links = group.links ?? [];
  if (links.length === 0) return null;
  return (
    <details className={className}>
      <summary>{group.title}</summary>
      <ul>
        {links.map((link) => (
          <li key={link._key}>
            <a href={contentHref(locale, link.href ?? "/")}>{link.label}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The brand's menu from content (brand.navigation): on wide screens each group opens as a
 * dropdown; under 768 px one "Menu" button opens a panel of expandable groups. Native
 * <details>: keyboard and screen readers work, and no JavaScript loads for it (issue 8).
 */
export function SiteMenu({
  groups,
  locale,
  words,
}: {
  groups: readonly MenuGroup[];
  locale: Locale;
  words: Pick<SiteWords, "menu" | "mainMenu">;
}) {
  if (groups.length === 0) return null;
  return (
    <>
      <nav className={styles.wide} aria-label={words.mainMenu}>
        {groups.map((group) => (
          <Group key={group._key} group={group} locale={locale} className={styles.dropdown} />
        ))}
      </nav>
      <details className={styles.narrow}>
        <summary>{words.menu}</summary>
        <nav className={styles.panel} aria-label={words.mainMenu}>
          {groups.map((group) => (
            <Group key={group._key} group={group} locale={locale} className={styles.section} />
          ))}
        </nav>
      </details>
    </>
  );
}
