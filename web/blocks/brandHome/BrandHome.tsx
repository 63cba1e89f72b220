import { HomeBanner } from "@/blocks/homeBanner/HomeBanner";
import type { Brand } from "@/lib/brand/context";
import type { Locale } from "@/lib/brand/locale";
import { contentHref, localizedPath } from "@/lib/brand/locale";
import type { PageClass } from "@/lib/brand/pageKind";
import type { SiteWords } from "@/lib/content/words";
import { css } from "@/styled-system/css";

type Banner = {
  title: string | null;
  highlights: { text: string | null }[] | null;
  ctaLabel: string | null;
  /** The questionnaire the call to action leads into. */
  ctaFlow: string | null;
} | null;

const offersClass = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
  gap: "3",
  listStyle: "none",
  ps: "0",
  my: "8",
});
const offerLinkClass = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: "14",
  px: "5",
  bg: "white",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "l3",
  fontWeight: "semibold",
  textDecoration: "none",
  color: "brand.text",
  _hover: { borderColor: "brand.solid", color: "brand.fg" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" },
});
const sectionHeadingClass = css({ textStyle: "xl", fontWeight: "bold", mt: "10" });

/** A list of links as tappable cards (offers, or a brand's menu groups). */
function LinkCards({ links }: { links: { key: string; href: string; label: string }[] }) {
  return (
    <ul className={offersClass}>
      {links.map((link) => (
        <li key={link.key}>
          <a className={offerLinkClass} href={link.href}>
            {link.label}
            <span aria-hidden="true">→</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The site-wide banner promises solar savings; roof and marketplace brands lead with their own name. */
const showsSolarBanner = (kind: Brand["kind"]) => kind === "solarSavings" || kind === "homeServices";

/**
 * What / shows for a brand: the home banner with the brand's own description, where the brand
 * leads (offers, menus), and how the page was classified (data attributes let tests and analytics
 * read it). The brand's title is the document's `<title>` ("Name | tagline"), not a heading.
 */
export function BrandHome({
  brand,
  locale,
  page,
  banner,
  words,
}: {
  brand: Brand;
  locale: Locale;
  page: PageClass;
  banner: Banner;
  words: SiteWords;
}) {
  const solar = showsSolarBanner(brand.kind);
  const highlights = solar ? (banner?.highlights ?? []).flatMap((item) => (item.text ? [item.text] : [])) : [];
  // A lead-gen brand's home is its questionnaire's first step (app/[brand]/[locale]/page.tsx); a
  // solar brand whose home is not a flow gets the banner's call to action into the questionnaire.
  const cta =
    brand.kind === "solarSavings" && banner?.ctaLabel && banner.ctaFlow
      ? { label: banner.ctaLabel, href: localizedPath(locale, banner.ctaFlow) }
      : null;
  // The home-services brand's offers, each into its flow, from content.
  const offers =
    brand.kind === "homeServices"
      ? (brand.offers ?? []).flatMap((offer) =>
          offer.prefix
            ? [{ key: offer._key, href: localizedPath(locale, offer.prefix), label: offer.label ?? "" }]
            : [],
        )
      : [];
  // The home-services brand leads to its offers; any other brand whose home is not a flow (the
  // marketplace, a solar brand's own home) to the pages of its menu.
  const menus = brand.kind === "homeServices" ? [] : (brand.navigation ?? []);
  return (
    <div data-page-kind={page.pageKind} data-flow-type={page.flowType ?? ""} data-brand={brand.slug}>
      <HomeBanner
        heading={(solar ? banner?.title : null) ?? brand.name ?? ""}
        intro={brand.description}
        highlights={highlights}
        phone={brand.phone ?? ""}
        callLabel={words.callAdvisor}
        cta={cta}
      />
      {offers.length > 0 ? (
        <section aria-labelledby="home-offers">
          <h2 id="home-offers" className={sectionHeadingClass}>
            {words.offers}
          </h2>
          <LinkCards links={offers} />
        </section>
      ) : null}
      {menus.map((group) => (
        <section key={group._key} aria-labelledby={`home-${group._key}`}>
          <h2 id={`home-${group._key}`} className={sectionHeadingClass}>
            {group.title}
          </h2>
          <LinkCards
            links={(group.links ?? []).map((link) => ({
              key: link._key,
              href: contentHref(locale, link.href ?? "/"),
              label: link.label ?? "",
            }))}
          />
        </section>
      ))}
    </div>
  );
}
