import { HomeBanner } from "@/blocks/homeBanner/HomeBanner";
import type { Brand } from "@/lib/brand/context";
import type { Locale } from "@/lib/brand/locale";
import type { PageClass } from "@/lib/brand/pageKind";

const copy = {
  en: { call: "Call an energy advisor", about: "About" },
  es: { call: "Llame a un asesor de energía", about: "Acerca de" },
} as const;

type Banner = { title: string | null; highlights: { text: string | null }[] | null } | null;

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
  const highlights = (banner?.highlights ?? []).flatMap((item) => (item.text ? [item.text] : []));
  return (
    <div
      data-page-kind={page.pageKind}
      data-flow-type={page.flowType ?? ""}
      data-category={page.category}
      data-brand={brand.slug}
    >
      <HomeBanner
        heading={banner?.title ?? brand.title ?? brand.name ?? ""}
        intro={brand.description}
        highlights={highlights}
        phone={brand.phone ?? ""}
        callLabel={text.call}
      />
      <section aria-labelledby="about-brand">
        <h2 id="about-brand">
          {text.about} {brand.name}
        </h2>
        <p>{brand.title}</p>
      </section>
    </div>
  );
}
