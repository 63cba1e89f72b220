import type { Brand } from "@/lib/brand/context";
import { type Locale, localizedPath } from "@/lib/brand/locale";
import { dialPhone, formatPhone } from "@/lib/format/phone";
import styles from "./SiteHeader.module.css";
import { SiteMenu } from "./SiteMenu";

const copy = {
  en: { call: "Call an energy advisor", home: "home", login: "Lead portal log in" },
  es: { call: "Llame a un asesor de energía", home: "inicio", login: "Acceso al portal de clientes" },
} as const;

/** Logo, the brand's menu, its phone (shown formatted, dialled with +1) and the marketplace login link. */
export function SiteHeader({ brand, locale }: { brand: Brand; locale: Locale }) {
  const text = copy[locale];
  return (
    <header className={styles.header}>
      <a href={localizedPath(locale, "/")} className={styles.logo} aria-label={`${brand.name} ${text.home}`}>
        {brand.logo?.url ? (
          <img src={brand.logo.url} alt={brand.logo.alt ?? brand.name ?? ""} width={200} height={40} />
        ) : (
          brand.name
        )}
      </a>
      <SiteMenu groups={brand.navigation ?? []} locale={locale} />
      <div className={styles.actions}>
        {brand.leadPortalUrl ? (
          <a className={styles.login} href={brand.leadPortalUrl}>
            {text.login}
          </a>
        ) : null}
        {brand.phone ? (
          <a
            className={styles.phone}
            href={dialPhone(brand.phone)}
            aria-label={`${text.call}: ${formatPhone(brand.phone)}`}
          >
            {formatPhone(brand.phone)}
          </a>
        ) : null}
      </div>
    </header>
  );
}
