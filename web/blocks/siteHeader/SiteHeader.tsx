import type { Chrome } from "@/lib/brand/chrome";
import type { Brand } from "@/lib/brand/context";
import { type Locale, localizedPath } from "@/lib/brand/locale";
import { dialPhone, formatPhone } from "@/lib/format/phone";
import styles from "./SiteHeader.module.css";
import { SiteMenu } from "./SiteMenu";

const copy = {
  en: {
    call: "Call an energy advisor",
    home: "home",
    portal: "Lead portal log in",
    logIn: "Log In",
    other: { label: "Español", lang: "es", name: "Ver esta página en español" },
  },
  es: {
    call: "Llame a un asesor de energía",
    home: "inicio",
    portal: "Acceso al portal de clientes",
    logIn: "Iniciar sesión",
    other: { label: "English", lang: "en", name: "View this page in English" },
  },
} as const;

export type SiteHeaderProps = {
  brand: Brand;
  locale: Locale;
  /** "full" shows the brand's menu; "phone" leaves it out (spec 2.5). */
  variant: Exclude<Chrome["header"], "none">;
  account?: Chrome["account"];
  /** Ten digits from spec 9's chain (headerPhone), or empty for none. */
  phone: string;
  /** The same page in the other language. */
  otherLanguageHref: string;
};

/**
 * Logo, the brand's menu, the language switch, the sign-in action and the phone (shown
 * formatted, dialled with +1).
 */
export function SiteHeader({ brand, locale, variant, account = null, phone, otherLanguageHref }: SiteHeaderProps) {
  const text = copy[locale];
  const login = account === "login" || (variant === "full" && brand.leadPortalUrl);
  return (
    <header className={styles.header}>
      <a href={localizedPath(locale, "/")} className={styles.logo} aria-label={`${brand.name} ${text.home}`}>
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
      {variant === "full" ? <SiteMenu groups={brand.navigation ?? []} locale={locale} /> : null}
      <div className={styles.actions}>
        <a
          className={styles.language}
          href={otherLanguageHref}
          hrefLang={text.other.lang}
          lang={text.other.lang}
          aria-label={text.other.name}
        >
          {text.other.label}
        </a>
        {login ? (
          <a className={styles.login} href={brand.leadPortalUrl ?? localizedPath(locale, "/leads")}>
            {account === "login" ? text.logIn : text.portal}
          </a>
        ) : null}
        {phone ? (
          <a className={styles.phone} href={dialPhone(phone)} aria-label={`${text.call}: ${formatPhone(phone)}`}>
            {formatPhone(phone)}
          </a>
        ) : null}
      </div>
    </header>
  );
}
