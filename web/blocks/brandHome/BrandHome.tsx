import { HomeBanner } from "@/blocks/homeBanner/HomeBanner";
import type { Brand } from "@/lib/brand/context";
import type { Locale } from "@/lib/brand/locale";
import type { PageClass } from "@/lib/brand/pageKind";
import { proseClass } from "../prose";

const copy = {
  en: { call: "Call an energy advisor", about: "About" },
  es: { call: "Llame a un asesor de energía", about: "Acerca de" },
} as const;

type Banner = { title: string | null; highlights: { text: string | null }[] | null } | null;

/** The site-wide banner promises solar savings; roof and marketplace brands lead with their own title. */
const showsSolarBanner = (kind: Brand["kind"]) => kind === "solarSavings" || kind === "homeServices";

/**
 * What / shows for a brand: the home banner, the brand's own description, and how the page
 * was classified (data attributes let tests and analytics read it).
 */
export function BrandHome({
  brand,
  locale,
  page,
  banner,
}: {
  brand: Brand;
  locale: Locale;
  page: PageClass;
  banner: Banner;
}) {
  const text = copy[locale];
  const solar = showsSolarBanner(brand.kind);
  const highlights = solar ? (banner?.highlights ?? []).flatMap((item) => (item.text ? [item.text] : [])) : [];
  return (
    <div
      data-page-kind={page.pageKind}
      data-flow-type={page.flowType ?? ""}
      data-category={page.category}
      data-brand={brand.slug}
    >
      <HomeBanner
        heading={(solar ? banner?.title : null) ?? brand.title ?? brand.name ?? ""}
        intro={brand.description}
        highlights={highlights}
        phone={brand.phone ?? ""}
        callLabel={text.call}
      />
      <section aria-labelledby="about-brand" className={proseClass}>
        <h2 id="about-brand">
          {text.about} {brand.name}
        </h2>
        <p>{brand.title}</p>
      </section>
    </div>
  );
}
