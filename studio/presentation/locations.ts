/**
 * Where a document shows on the sites, for the Presentation tool's locations banner: every brand
 * and URL, so an editor sees what a change reaches before publishing it. One query gathers what
 * the answer depends on (the Studio re-runs it live); `locationsOf` reads the answer.
 */
export const LOCATIONS_QUERY = `{
  "doc": *[_id == $id][0]{ _id, _type, path, "prefix": prefix.current, category, "brand": brand._ref },
  "brands": *[_type == "brand"] | order(name asc){ _id, name, domain, "homeRoute": coalesce(home->prefix.current, home->path, "/") },
  "flows": *[_type == "flow"] | order(prefix.current asc){
    "prefix": prefix.current,
    "listings": listings[]._ref,
    "steps": steps[]{ path, "ref": step._ref }
  },
  "brandPages": *[_type in ["legalPage", "contentPage", "landingPage"] && defined(brand)]{ _type, path, "brand": brand._ref }
}`;

type Brand = { _id: string; name: string | null; domain: string | null; homeRoute: string | null };
type Flow = {
  prefix: string | null;
  listings: string[] | null;
  steps: { path: string | null; ref: string | null }[] | null;
};
export type LocationsAnswer = {
  doc: {
    _id: string;
    _type: string;
    path?: string | null;
    prefix?: string | null;
    category?: string | null;
    brand?: string | null;
  } | null;
  brands: Brand[];
  flows: Flow[];
  brandPages: { _type: string; path: string | null; brand: string | null }[];
};
type Location = { title: string; href: string };
export type LocationsState = { locations?: Location[]; message?: string; tone?: "positive" | "caution" | "critical" };

/** The brand questionnaires are shown on when no brand's home leads into them (spec: solar savings first). */
export const FLAGSHIP_DOMAIN = "sunsaverprogram.com";
const PAGE_TYPES = new Set(["legalPage", "contentPage", "landingPage"]);

/** The preview origin of a brand domain: `pattern` with `{domain}` replaced ("http://{domain}.localhost:3000"). */
export const siteOrigin = (pattern: string, domain: string) => pattern.replaceAll("{domain}", domain);

export function locationsOf(answer: LocationsAnswer, originPattern: string): LocationsState | null {
  const { doc, brands } = answer;
  if (!doc) return null;
  const at = (brand: Brand, path: string): Location => ({
    title: `${brand.name ?? brand.domain}: ${path}`,
    href: `${siteOrigin(originPattern, brand.domain ?? "")}${path}`,
  });
  const brandById = new Map(brands.map((brand) => [brand._id, brand]));
  const flagship = brands.find((brand) => brand.domain === FLAGSHIP_DOMAIN) ?? brands[0];
  /** The brands whose home leads into the questionnaire, or the flagship (every brand serves every questionnaire). */
  const flowBrands = (prefix: string) => {
    const homed = brands.filter((brand) => brand.homeRoute === prefix);
    return homed.length > 0 ? homed : flagship ? [flagship] : [];
  };
  const inFlows = (paths: { prefix: string; path: string }[]) =>
    paths.flatMap(({ prefix, path }) => flowBrands(prefix).map((brand) => at(brand, `${prefix}${path}`)));
  const flowsOnly = "Questionnaires are served on every brand; listed on the brands whose home leads into them.";

  switch (doc._type) {
    case "brand": {
      const brand = brandById.get(doc._id);
      return brand ? { locations: [at(brand, "/"), at(brand, "/es")] } : null;
    }
    case "footer":
    case "footnote": {
      const brand = doc.brand ? brandById.get(doc.brand) : undefined;
      if (!brand) return { message: "Not tied to a brand: shown nowhere until one is chosen.", tone: "caution" };
      return {
        locations: [at(brand, "/"), at(brand, "/es")],
        message: `In the footer of every page of ${brand.name}.`,
      };
    }
    case "step": {
      const paths = answer.flows.flatMap((flow) =>
        (flow.steps ?? [])
          .filter((step) => step.ref === doc._id && flow.prefix && step.path)
          .map((step) => ({ prefix: flow.prefix as string, path: `/${step.path}` })),
      );
      if (paths.length === 0) return { message: "No questionnaire asks this question yet.", tone: "caution" };
      return { locations: inFlows(paths), message: flowsOnly };
    }
    case "flow":
      return doc.prefix ? { locations: inFlows([{ prefix: doc.prefix, path: "" }]), message: flowsOnly } : null;
    case "competitorListing": {
      const paths = answer.flows.flatMap((flow) => {
        if (!flow.prefix || !flow.listings?.includes(doc._id)) return [];
        return (flow.steps ?? [])
          .filter((step) => step.path === "results")
          .map(() => ({ prefix: flow.prefix as string, path: "/results" }));
      });
      if (paths.length === 0) return { message: "No questionnaire lists it on its results.", tone: "caution" };
      return {
        locations: inFlows(paths),
        message: "In the comparison on the results of every questionnaire listing it.",
      };
    }
    default: {
      if (!PAGE_TYPES.has(doc._type) || !doc.path) return null;
      if (doc.brand) {
        const brand = brandById.get(doc.brand);
        return brand ? { locations: [at(brand, doc.path)] } : null;
      }
      // A page for every brand, except those with a page of their own at the same path.
      const own = new Set(
        answer.brandPages
          .filter((page) => page._type === doc._type && page.path === doc.path)
          .map((page) => page.brand),
      );
      return { locations: brands.filter((brand) => !own.has(brand._id)).map((brand) => at(brand, doc.path as string)) };
    }
  }
}
