import type { ReactNode } from "react";
import { SiteFooter } from "@/blocks/siteFooter/SiteFooter";
import { SiteHeader } from "@/blocks/siteHeader/SiteHeader";
import { type Chrome, chromeOf } from "@/lib/brand/chrome";
import type { Brand } from "@/lib/brand/context";
import { headerPhone } from "@/lib/brand/headerPhone";
import { type Locale, localizedPath, otherLocale } from "@/lib/brand/locale";
import { loadSiteSettings, loadWords } from "@/lib/content/loaders";

export type SiteChromeProps = {
  brand: Brand;
  locale: Locale;
  /** The ad's query, where the page renders per request: kept across the language switch, did_number for the phone. */
  query?: URLSearchParams;
  /**
   * The signed-in areas' own header action (Logout, given only to someone signed in), shown where
   * spec 2.5 gives the path one: in the customer area, and on the lead portal in place of Log In.
   */
  accountAction?: ReactNode;
  children: ReactNode;
} & (
  | {
      /** The public path without its /es prefix: it decides the chrome (spec 2.5) and the language switch. */
      path: string;
      /** The page's chrome, when not its path's: `/` showing the home route's flow has the questionnaire's. */
      chrome?: Chrome;
    }
  | {
      /**
       * None: the chrome of a layout above the route's path, on screen from page to page (the
       * questionnaire's); the language switch follows the route's path in the browser.
       */
      path: null;
      chrome: Chrome;
    }
);

/** The brand's footer in the visitor's language. */
function BrandFooter({ brand, locale, words }: { brand: Brand; locale: Locale; words: { legalLinks: string } }) {
  return (
    <SiteFooter brand={brand} locale={locale} year={new Date().getFullYear()} legalLinksLabel={words.legalLinks} />
  );
}

/** Header, main and footer of a public page, as spec 2.5 gives them for its path. */
export async function SiteChrome({
  brand,
  locale,
  path,
  query,
  chrome: given,
  accountAction,
  children,
}: SiteChromeProps) {
  const chrome = given ?? chromeOf(path ?? "/");
  const [settings, words] = await Promise.all([
    loadSiteSettings(locale),
    loadWords("siteWords", brand.slug ?? "", locale),
  ]);
  const search = query?.size ? `?${query}` : "";
  const other = otherLocale(locale);
  return (
    <>
      {chrome.header === "none" ? null : (
        <SiteHeader
          brand={brand}
          locale={locale}
          variant={chrome.header}
          account={chrome.account}
          accountAction={chrome.account === null ? undefined : accountAction}
          phone={headerPhone(
            brand.phone ?? null,
            query?.get("did_number") ?? undefined,
            settings?.defaultAdvisorPhone ?? null,
          )}
          otherLanguageHref={
            !chrome.languages ? false : path === null ? null : `${localizedPath(other, path)}${search}`
          }
          words={words}
        />
      )}
      <main id="main">{children}</main>
      {chrome.footer ? <BrandFooter brand={brand} locale={locale} words={words} /> : null}
    </>
  );
}
