export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** Spec 9: the Spanish locale prefix. */
const SPANISH_PREFIX = "/es";

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** '/es/savings/zip' -> { locale: 'es', path: '/savings/zip' }; '/esquire' stays English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`)) {
    return { locale: "es", path: pathname.slice(SPANISH_PREFIX.length) || "/" };
  }
  return { locale: "en", path: pathname || "/" };
}

/**
 * A link from content in the visitor's language: a site path gets the locale's prefix; tel,
 * mailto and https links are used as written.
 */
export const contentHref = (locale: Locale, href: string): string =>
  href.startsWith("/") ? localizedPath(locale, href) : href;

/** The language a page's language switch leads to. */
export const otherLocale = (locale: Locale): Locale => (locale === "es" ? "en" : "es");

/** The public path of a page in a locale (inverse of splitLocale). */
export const localizedPath = (locale: Locale, path: string): string =>
  locale === "es" ? (path === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`) : path;
