import type { ReactNode } from "react";
import type { Chrome } from "@/lib/brand/chrome";
import type { Brand } from "@/lib/brand/context";
import { contentHref, type Locale, localizedPath } from "@/lib/brand/locale";
import type { SiteWords } from "@/lib/content/words";
import { dialPhone, formatPhone } from "@/lib/format/phone";
import { LanguageLink } from "./LanguageLink";
import { RouteLanguageLink } from "./RouteLanguageLink";
import styles from "./SiteHeader.module.css";
import { SiteMenu } from "./SiteMenu";

export type SiteHeaderProps = {
  brand: Brand;
  locale: Locale;
  /** "full" shows the brand's menu; "phone" leaves it out (spec 2.5). */
  variant: Exclude<Chrome["header"], "none">;
  account?: Chrome["account"];
  /** Logout for someone signed in (a client control from the signed-in layout): the customer area, the lead portal. */
  accountAction?: ReactNode;
  /** Ten digits from spec 9's chain (headerPhone), or empty for none. */
  phone: string;
  /**
   * The same page in the other language; null where the header stays on screen from page to page
   * (the questionnaire's), and the link follows the route's path in the browser; false on a page
   * in one language only (the partners' portal).
   */
  otherLanguageHref: string | null | false;
  /** Content's page words in the visitor's language. */
  words: SiteWords;
};

/**
 * Logo, the brand's menu, the language switch, the sign-in action and the phone (shown
 * formatted, dialled with +1).
 */
export function SiteHeader({
  brand,
  locale,
  variant,
  account = null,
  accountAction,
  phone,
  otherLanguageHref,
  words,
}: SiteHeaderProps) {
  // The marketplace's partners sign in on its own lead portal (/leads), or an outside one from content.
  // Signed in (the area's Logout given), nobody is offered a way in (issue 58 item 5).
  const login =
    !accountAction &&
    (account === "login" || (variant === "full" && (brand.kind === "leadMarketplace" || Boolean(brand.leadPortalUrl))));
  return (
    <header className={styles.header}>
      <a href={localizedPath(locale, "/")} className={styles.logo} aria-label={`${brand.name} ${words.home}`}>
        {brand.logo?.url ? (
          // Low priority: the question heading is the page's largest paint, and a preloaded logo
          // would compete with it and with the step's scripts for a phone's first round trips.
          <img
            src={brand.logo.url}
            alt={brand.logo.alt ?? brand.name ?? ""}
            width={200}
            height={40}
            fetchPriority="low"
            decoding="async"
          />
        ) : (
          brand.name
        )}
      </a>
      {variant === "full" ? <SiteMenu groups={brand.navigation ?? []} locale={locale} words={words} /> : null}
      <div className={styles.actions}>
        {otherLanguageHref === false ? null : otherLanguageHref === null ? (
          <RouteLanguageLink locale={locale} words={words} />
        ) : (
          <LanguageLink locale={locale} href={otherLanguageHref} words={words} />
        )}
        {login ? (
          <a className={styles.login} href={brand.leadPortalUrl ?? contentHref(locale, "/leads")}>
            {account === "login" ? words.logIn : words.portal}
          </a>
        ) : null}
        {accountAction}
        {phone ? (
          <a
            className={styles.phone}
            href={dialPhone(phone)}
            aria-label={`${words.callAdvisor}: ${formatPhone(phone)}`}
          >
            {formatPhone(phone)}
          </a>
        ) : null}
      </div>
    </header>
  );
}
