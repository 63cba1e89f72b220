export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** Spec 9: the Spanish locale prefix. */
const SPANISH_PREFIX = "/es";

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** '/es/solar-texas/zip' -> { locale: 'es', path: '/solar-texas/zip' }; '/esquire' stays English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`)) {
    return { locale: "es", path: pathname.slice(SPANISH_PREFIX.length) || "/" };
  }
  return { locale: "en", path: pathname || "/" };
}

/**
 * Pages in English only, whatever the visitor's language: the partners' portal (issue 58 item 12),
 * whose leads' answers and consent evidence are kept as given. Their Spanish addresses redirect.
 */
const ENGLISH_ONLY_PATHS = ["/leads", "/earning"] as const;

/** Whether a public path (without /es) is, or is below, an English-only page. */
export const isEnglishOnlyPath = (path: string): boolean =>
  ENGLISH_ONLY_PATHS.some((base) => path === base || path.startsWith(`${base}/`));

/**
 * A link from content in the visitor's language: a site path gets the locale's prefix (an
 * English-only page's never does); tel, mailto and https links are used as written.
 */
export const contentHref = (locale: Locale, href: string): string =>
  href.startsWith("/") && !isEnglishOnlyPath(href) ? localizedPath(locale, href) : href;

/** The language a page's language switch leads to. */
export const otherLocale = (locale: Locale): Locale => (locale === "es" ? "en" : "es");

/** The public path of a page in a locale (inverse of splitLocale). */
export const localizedPath = (locale: Locale, path: string): string =>
  locale === "es" ? (path === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`) : path;
