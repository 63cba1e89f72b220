import { OFFER_CATEGORIES } from "studio/constants";
import { describe, expect, it } from "vitest";
import { createEmbeddedSource } from "./embeddedSource";
import * as queries from "./queries";

const source = createEmbeddedSource();
const run = <Q extends string>(query: Q, params: Record<string, unknown>) => source.fetch(query, params, []);

/** One case per exported query; a query added without a case fails the first test. */
const cases: Record<keyof typeof queries, () => Promise<void>> = {
  BRAND_HOSTS_QUERY: async () => {
    const answer = await run(queries.BRAND_HOSTS_QUERY, {});
    expect(answer.brands).toHaveLength(17);
    expect(answer.defaultSlug).toBe("sunsaver");
    const hosts = answer.brands.flatMap((brand) => brand.hosts ?? []);
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(answer.brands.find((brand) => brand.slug === "toproof")?.hosts).toEqual([
      "toproofpros.com",
      "www.toproofpros.com",
      "stage.toproofpros.com",
    ]);
  },
  BRAND_KEYS_QUERY: async () => {
    const keys = await run(queries.BRAND_KEYS_QUERY, {});
    expect(keys).toHaveLength(17);
    expect(keys).toContain("closerleads");
  },
  BRAND_QUERY: async () => {
    const en = await run(queries.BRAND_QUERY, { brand: "roofright", locale: "en" });
    const es = await run(queries.BRAND_QUERY, { brand: "roofright", locale: "es" });
    expect(en?.name).toBe("RoofRight Finance");
    expect(en?.phone).toMatch(/^\d{10}$/);
    expect(en?.homeRoute).toBe("/offer");
    expect(en?.homeFlow).toBe("/offer");
    const gosolar = await run(queries.BRAND_QUERY, { brand: "gosolarsavings", locale: "en" });
    // A landing screen as home route: lead-gen, but no flow (spec 2.3).
    expect([gosolar?.homeRoute, gosolar?.homeFlow]).toEqual(["/go-solar-savings", null]);
    const hub = await run(queries.BRAND_QUERY, { brand: "homewisehub", locale: "es" });
    expect(hub?.homeRoute).toBe("/");
    expect(hub?.offers?.[1]).toMatchObject({ label: "Techos", prefix: "/roof" });
    expect(en?.theme?.styleClass).toMatch(/^theme-/);
    expect(en?.logo.url).toBe("/content-assets/logo-roofright.svg");
    expect(en?.footer?.footnotes).toHaveLength(5);
    expect(en?.footer?.satisfactionBanner).toBe("Average 99% Customer Satisfaction Score");
    expect(es?.title).not.toBe(en?.title);
    expect(es?.footer?.footnotes?.map((note) => note._id)).toEqual(en?.footer?.footnotes?.map((note) => note._id));
    expect(await run(queries.BRAND_QUERY, { brand: "nobody", locale: "en" })).toBeNull();
  },
  SITE_SETTINGS_QUERY: async () => {
    const settings = await run(queries.SITE_SETTINGS_QUERY, { locale: "es" });
    expect(settings?.defaultAdvisorPhone).toMatch(/^\d{10}$/);
    expect(settings?.homeBanner.highlights).toHaveLength(3);
    expect(settings?.stillWaiting.title).toBe("¿Sigue esperando? Llame al programa");
    expect(settings?.homeBanner.ctaFlow).toBe("/savings");
    expect(settings?.tcpaConsent.text).toContain("{phone}");
  },
  FLOW_QUERY: async () => {
    const flow = await run(queries.FLOW_QUERY, { prefix: "/verify", locale: "es" });
    expect(flow?.title).toBe("Encuesta solar con verificación");
    expect(flow).toMatchObject({
      prefix: "/verify",
      category: "solar",
      offer: "solar",
      resultsFigures: "solar",
      layout: "solarReport",
    });
    expect(flow?.steps?.at(-1)).toEqual({
      path: "phone-verification",
      slug: "phone-verification",
      kind: "phoneVerificationInput",
      answerKey: null,
    });
    expect(await run(queries.FLOW_QUERY, { prefix: "/nope", locale: "en" })).toBeNull();
    // Each offer's flows compare five listings of that offer (spec 3 and 9: rated 5.0, 4.9, 4.8,
    // 4.5 and 4.2; the first is the brand's own; one has no phone).
    const flows = await Promise.all(
      [
        "/savings",
        "/loans",
        "/offer",
        "/gutter",
        "/windows",
        "/home-warranty",
        "/home-security",
        "/bathroom-remodel",
      ].map((prefix) => run(queries.FLOW_QUERY, { prefix, locale: "en" })),
    );
    expect(flows.map((one) => one?.offer).sort()).toEqual(OFFER_CATEGORIES.map(({ value }) => value).sort());
    for (const one of flows) {
      const listings = one?.listings ?? [];
      expect(
        listings.map((listing) => listing.rating),
        one?.prefix ?? "",
      ).toEqual([5.0, 4.9, 4.8, 4.5, 4.2]);
      expect(
        listings.map((listing) => listing.rank),
        one?.prefix ?? "",
      ).toEqual([1, 2, 3, 4, 5]);
      expect(listings.map((listing) => listing.representsOwnBrand)).toEqual([true, false, false, false, false]);
      expect(listings.filter((listing) => !listing.representsOwnBrand && !listing.phone)).toHaveLength(1);
      for (const listing of listings) {
        expect(listing.points, listing._id).toHaveLength(3);
        expect(listing.logo, listing._id).toMatch(/^\/content-assets\/competitor-.+\.svg$/);
      }
    }
    expect(flows[0]?.listings?.map((listing) => listing._id)).toEqual([
      "competitor.own",
      "competitor.sunridge",
      "competitor.brightwave",
      "competitor.solarcrest",
      "competitor.evergreen",
    ]);
  },
  FLOW_TRAITS_QUERY: async () => {
    expect(await run(queries.FLOW_TRAITS_QUERY, { prefix: "/roof" })).toEqual({
      category: "solar",
      offer: "roof",
      resultsFigures: "roof",
      layout: "generic",
    });
    expect(await run(queries.FLOW_TRAITS_QUERY, { prefix: "/nope" })).toBeNull();
  },
  FLOW_PREFIXES_QUERY: async () => {
    expect(await run(queries.FLOW_PREFIXES_QUERY, {})).toHaveLength(27);
  },
  LEGAL_PAGE_QUERY: async () => {
    const shared = await run(queries.LEGAL_PAGE_QUERY, {
      brand: "sunsaver",
      locale: "en",
      path: "/legal/privacy-policy",
    });
    expect(shared?.title).toMatch(/Privacy/);
    expect(shared?.body?.length).toBeGreaterThan(5);
    const spanish = await run(queries.LEGAL_PAGE_QUERY, {
      brand: "sunsaver",
      locale: "es",
      path: "/legal/privacy-policy",
    });
    expect(spanish?.title).toMatch(/privacidad/i);
    const own = await run(queries.LEGAL_PAGE_QUERY, {
      brand: "homewisehub",
      locale: "en",
      path: "/legal/terms-of-use",
    });
    expect(own?.title).toBe("Terms of Use");
    expect(
      await run(queries.LEGAL_PAGE_QUERY, { brand: "sunsaver", locale: "en", path: "/legal/terms-of-use" }),
    ).toBeNull();
  },
  LEGAL_PATHS_QUERY: async () => {
    const paths = await run(queries.LEGAL_PATHS_QUERY, { brand: "sunsaver" });
    expect(paths).toEqual(
      expect.arrayContaining([
        "/legal/terms",
        "/legal/privacy-policy",
        "/legal/savings-text/tcpa-partner-companies",
        "/ad-copy-guidelines",
      ]),
    );
    expect(paths).not.toContain("/legal/terms-of-use");
  },
  CONTENT_PAGE_QUERY: async () => {
    const shared = await run(queries.CONTENT_PAGE_QUERY, { brand: "sunsaver", locale: "es", path: "/solar-101" });
    expect(shared?.section).toBe("navigation");
    expect(shared?.seoTitle).toBeTruthy();
    expect(shared?.pageBuilder?.map((block) => block._type)[0]).toBe("heroBlock");
    // Rich text comes in the visitor's language, as Portable Text blocks.
    const text = shared?.pageBuilder?.find((block) => block._type === "richTextBlock");
    expect(text?._type === "richTextBlock" && text.body?.[0]?._type).toBe("block");
    const comparison = (
      await run(queries.CONTENT_PAGE_QUERY, { brand: "sunsaver", locale: "en", path: "/top-solar-companies" })
    )?.pageBuilder?.find((block) => block._type === "comparisonBlock");
    expect(comparison?._type === "comparisonBlock" && comparison.competitors?.map((c) => c.rating)).toEqual([
      5.0, 4.9, 4.8, 4.5, 4.2,
    ]);
    // A brand's own page is only on that brand.
    expect(
      await run(queries.CONTENT_PAGE_QUERY, { brand: "sunsaver", locale: "en", path: "/why-sunsaver" }),
    ).not.toBeNull();
    expect(
      await run(queries.CONTENT_PAGE_QUERY, { brand: "roofright", locale: "en", path: "/why-sunsaver" }),
    ).toBeNull();
  },
  CONTENT_PATHS_QUERY: async () => {
    const paths = await run(queries.CONTENT_PATHS_QUERY, { brand: "closerleads" });
    expect(paths).toEqual(expect.arrayContaining(["/solar-101", "/his-license", "/training/discovery-call"]));
    expect(paths).not.toContain("/why-sunsaver");
  },
  LANDING_PAGE_QUERY: async () => {
    const es = await run(queries.LANDING_PAGE_QUERY, {
      brand: "gosolarsavings",
      locale: "es",
      path: "/go-solar-savings-slick",
    });
    expect(es?.adLabel).toBe("Publicidad");
    expect(es?.flow).toBe("/savings-slick");
    expect(es?.highlights?.map((item) => item.text)).toHaveLength(3);
    expect(es?.image.url).toMatch(/landing-solar-home/);
    expect(es?.image.alt).toMatch(/paneles solares/);
    expect(await run(queries.LANDING_PAGE_QUERY, { brand: "sunsaver", locale: "en", path: "/solar-101" })).toBeNull();
  },
  STEP_QUERY: async () => {
    const step = await run(queries.STEP_QUERY, { slug: "homeowner-renter" });
    expect(step?.input?._type).toBe("singleChoiceInput");
    expect(step?.heading?.es).toBeTruthy();
    const results = await run(queries.STEP_QUERY, { slug: "results" });
    const competitors = results?.input?._type === "resultsInput" ? results.input.competitors : [];
    expect(competitors?.map((listing) => listing.rating)).toEqual([5.0, 4.9, 4.8, 4.5, 4.2]);
    expect(await run(queries.STEP_QUERY, { slug: "no-such-step" })).toBeNull();
  },
  RUNNING_EXPERIMENTS_QUERY: async () => {
    const running = await run(queries.RUNNING_EXPERIMENTS_QUERY, {});
    expect(running.map((experiment) => experiment.key)).toEqual(["phone_step_copy", "results_layout"]);
    expect(running.find((experiment) => experiment.key === "phone_step_copy")?.variants).toEqual([
      { key: "control", weight: 50 },
      { key: "advisor_callback", weight: 50 },
    ]);
  },
  EXPERIMENT_EFFECTS_QUERY: async () => {
    const es = await run(queries.EXPERIMENT_EFFECTS_QUERY, { locale: "es" });
    const phone = es.find((experiment) => experiment.key === "phone_step_copy");
    expect(phone?.variants?.[1]?.stepNotes).toEqual([
      { slug: "phone", text: "Un asesor le devolverá la llamada en una hora hábil para revisar sus opciones." },
    ]);
    const layout = es.find((experiment) => experiment.key === "results_layout");
    expect(layout?.variants?.map((variant) => variant.resultsLayout)).toEqual(["estimate_first", "comparison_first"]);
  },
  WORDS_QUERY: async () => {
    const steps = await run(queries.WORDS_QUERY, { brand: "sunsaver", group: "stepWords" });
    expect((steps.site as unknown as Record<string, unknown>)?.continue).toEqual({
      _type: "localeString",
      en: "Continue",
      es: "Continuar",
    });
    // No brand says these differently yet: the site's words serve every brand.
    expect(steps.brand).toBeNull();
    const pages = await run(queries.WORDS_QUERY, { brand: "", group: "siteWords" });
    expect((pages.site as unknown as Record<string, unknown>)?.notFoundTitle).toEqual({
      _type: "localeString",
      en: "Page not found",
      es: "Página no encontrada",
    });
    const unknownGroup = await run(queries.WORDS_QUERY, { brand: "sunsaver", group: "noSuchGroup" });
    expect(unknownGroup).toEqual({ site: null, brand: null });
  },
};

describe("every GROQ query of web/lib/content against the embedded dataset", () => {
  it("has a case for each exported query", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(queries).sort());
  });
  it.each(Object.entries(cases))("%s", async (_name, check) => {
    await check();
  });
});

describe("localised fields (localized() in queries.ts)", () => {
  // One landing screen whose title, second highlight and image text have no Spanish.
  const landing = {
    _id: "landing.test",
    _type: "landingPage",
    path: "/test-landing",
    title: { _type: "localeString", en: "Go solar" },
    image: { _type: "image", alt: { _type: "localeString", en: "A sunny roof" } },
    highlights: [
      { _key: "a", _type: "localeString", en: "Local crews", es: "Equipos locales" },
      { _key: "b", _type: "localeString", en: "Free quote" },
    ],
  };
  const fetchLanding = (locale: string) =>
    createEmbeddedSource([landing]).fetch(
      queries.LANDING_PAGE_QUERY,
      { brand: "sunsaver", path: "/test-landing", locale },
      [],
    );

  it("give the Spanish text on a Spanish page, field by field and item by item", async () => {
    const es = await fetchLanding("es");
    expect(es?.highlights?.[0]?.text).toBe("Equipos locales");
  });
  it("fall back to English where the Spanish is missing", async () => {
    const es = await fetchLanding("es");
    expect([es?.title, es?.highlights?.[1]?.text, es?.image.alt]).toEqual(["Go solar", "Free quote", "A sunny roof"]);
  });
  it("give English on an English page", async () => {
    const en = await fetchLanding("en");
    expect([en?.title, en?.highlights?.map((highlight) => highlight.text)]).toEqual([
      "Go solar",
      ["Local crews", "Free quote"],
    ]);
  });
  it("fall back to the name for a logo without any text", async () => {
    const brand = { _id: "brand.test", _type: "brand", name: "Test Solar", slug: { _type: "slug", current: "test" } };
    const es = await createEmbeddedSource([brand]).fetch(queries.BRAND_QUERY, { brand: "test", locale: "es" }, []);
    expect(es?.logo.alt).toBe("Test Solar");
  });
});
