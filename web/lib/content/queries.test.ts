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
    expect(settings?.tcpaConsent.text).toContain("{phone}");
  },
  FLOW_QUERY: async () => {
    const flow = await run(queries.FLOW_QUERY, { prefix: "/verify", locale: "es" });
    expect(flow?.title).toBe("Encuesta solar con verificación");
    expect(flow?.steps?.at(-1)).toEqual({
      path: "phone-verification",
      slug: "phone-verification",
      kind: "phoneVerificationInput",
      answerKey: null,
    });
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
  COMPETITORS_QUERY: async () => {
    for (const { value: category } of OFFER_CATEGORIES) {
      const listings = await run(queries.COMPETITORS_QUERY, { category, locale: "en" });
      // Spec 3 and 9: five listings rated 5.0, 4.9, 4.8, 4.5 and 4.2; the first is the brand's own.
      expect(
        listings.map((listing) => listing.rating),
        category,
      ).toEqual([5.0, 4.9, 4.8, 4.5, 4.2]);
      expect(
        listings.map((listing) => listing.rank),
        category,
      ).toEqual([1, 2, 3, 4, 5]);
      expect(
        listings.map((listing) => listing.representsOwnBrand),
        category,
      ).toEqual([true, false, false, false, false]);
      // Spec 3: one listing has no phone. The first stands for the visiting brand and shows its phone.
      expect(
        listings.filter((listing) => !listing.representsOwnBrand && !listing.phone),
        category,
      ).toHaveLength(1);
      for (const listing of listings) {
        expect(listing.points, listing._id).toHaveLength(3);
        expect(listing.logo.url, listing._id).toMatch(/^\/content-assets\/competitor-.+\.svg$/);
        expect(listing.tagline, listing._id).toMatch(/\S/);
      }
    }
    const solar = await run(queries.COMPETITORS_QUERY, { category: "solar", locale: "en" });
    expect(solar.map((listing) => listing._id)).toEqual([
      "competitor.own",
      "competitor.sunridge",
      "competitor.brightwave",
      "competitor.solarcrest",
      "competitor.evergreen",
    ]);
    const roofEs = await run(queries.COMPETITORS_QUERY, { category: "roof", locale: "es" });
    expect(roofEs[1]).toMatchObject({ name: "Summitline Roofing", tagline: "Mejor para reemplazos completos" });
    expect(roofEs[1]?.points?.[0]?.text).toBe("Equipos certificados por el fabricante de tejas");
    expect(roofEs[1]?.logo.alt).toBe("Logotipo de Summitline Roofing");
    expect(await run(queries.COMPETITORS_QUERY, { category: "boats", locale: "en" })).toEqual([]);
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
  // One competitor listing whose tagline, second point and logo text have no Spanish.
  const listing = {
    _id: "competitor.test",
    _type: "competitorListing",
    category: "solar",
    name: "Test Solar",
    rank: 1,
    tagline: { _type: "localeString", en: "Fast installs" },
    logo: { _type: "image", alt: { _type: "localeString", en: "Test Solar logo" } },
    points: [
      { _key: "a", _type: "localeString", en: "Local crews", es: "Equipos locales" },
      { _key: "b", _type: "localeString", en: "Free quote" },
    ],
  };
  const fetchListing = (locale: string) =>
    createEmbeddedSource([listing]).fetch(queries.COMPETITORS_QUERY, { category: "solar", locale }, []);

  it("give the Spanish text on a Spanish page, field by field and item by item", async () => {
    const [es] = await fetchListing("es");
    expect(es?.points?.[0]?.text).toBe("Equipos locales");
  });
  it("fall back to English where the Spanish is missing", async () => {
    const [es] = await fetchListing("es");
    expect([es?.tagline, es?.points?.[1]?.text, es?.logo.alt]).toEqual([
      "Fast installs",
      "Free quote",
      "Test Solar logo",
    ]);
  });
  it("give English on an English page", async () => {
    const [en] = await fetchListing("en");
    expect([en?.tagline, en?.points?.map((point) => point.text)]).toEqual([
      "Fast installs",
      ["Local crews", "Free quote"],
    ]);
  });
  it("fall back to the name for a logo without any text", async () => {
    const bare = { ...listing, logo: { _type: "image" } };
    const [es] = await createEmbeddedSource([bare]).fetch(
      queries.COMPETITORS_QUERY,
      { category: "solar", locale: "es" },
      [],
    );
    expect(es?.logo.alt).toBe("Test Solar");
  });
});
