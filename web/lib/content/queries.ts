import { defineQuery } from "groq";

/**
 * Every GROQ query of the site. Localised fields are resolved here with `localized()`.
 * Params: $brand is a brand key (slug), $locale is "en" or "es".
 * Localised fields are picked with select(), not field[$locale]: GROQ tools that parse a query
 * without its params (groq-js, typegen) read `field[$locale]` as a filter, not a field access.
 */

/**
 * A localised field (`{_type: "localeString", en, es}`, or Portable Text per language) at `path`,
 * in the visitor's language ($locale): Spanish falls back to English. `"@"` is the value itself
 * (an array of localised strings). A plain arrow returning a template literal: sanity typegen
 * resolves such calls with literal arguments, and `as const` keeps each query's string a literal
 * type, which is how the generated result types are looked up.
 */
const localized = <const Path extends string>(path: Path) =>
  `select($locale == "es" => coalesce(${path}.es, ${path}.en), ${path}.en)` as const;

export const BRAND_HOSTS_QUERY = defineQuery(`{
  "brands": *[_type == "brand" && defined(slug.current)]{ "slug": slug.current, "hosts": hosts[].host },
  "defaultSlug": *[_id == "siteSettings"][0].defaultBrand->slug.current
}`);

export const BRAND_KEYS_QUERY = defineQuery(
  `*[_type == "brand" && defined(slug.current)] | order(slug.current asc).slug.current`,
);

export const BRAND_QUERY = defineQuery(`*[_type == "brand" && slug.current == $brand][0]{
  _id,
  name,
  "slug": slug.current,
  kind,
  "title": ${localized("title")},
  "description": ${localized("description")},
  "logo": { "url": logo.asset->url, "alt": coalesce(${localized("logo.alt")}, name) },
  "favicon": favicon.asset->url,
  phone,
  domain,
  "homeRoute": coalesce(home->prefix.current, home->path, "/"),
  "homeFlow": home->prefix.current,
  "offers": offers[defined(flow->prefix.current)]{
    _key,
    "label": ${localized("label")},
    "prefix": flow->prefix.current
  },
  theme { styleClass, primary, accent, background, text },
  gtmTagId,
  contact { mail, baseUrl, website, tradeName, topSolarSite },
  leadPortalUrl,
  "navigation": navigation[]{
    _key,
    "title": ${localized("title")},
    "links": links[]{ _key, "label": ${localized("label")}, href }
  },
  "footer": *[_type == "footer" && brand._ref == ^._id][0]{
    "legalLinks": legalLinks[]{ _key, "label": ${localized("label")}, href },
    "contactLine": ${localized("contactLine")},
    "disclosure": ${localized("disclosure")},
    "footnotes": footnotes[]->{ _id, key, "text": ${localized("text")} },
    "copyright": ${localized("copyright")},
    "satisfactionBanner": ${localized("satisfactionBanner")}
  }
}`);

export const SITE_SETTINGS_QUERY = defineQuery(`*[_id == "siteSettings"][0]{
  defaultAdvisorPhone,
  "defaultBrand": defaultBrand->slug.current,
  landingDefaults { utmSource, didNumber },
  "tcpaConsent": { "version": tcpaConsent.version, "text": ${localized("tcpaConsent.text")} },
  "homeBanner": {
    "title": ${localized("homeBanner.title")},
    "highlights": homeBanner.highlights[]{ _key, "text": ${localized("@")} },
    "ctaLabel": ${localized("homeBanner.ctaLabel")},
    "ctaFlow": homeBanner.ctaFlow->prefix.current
  },
  "stillWaiting": {
    "title": ${localized("stillWaiting.title")},
    "text": ${localized("stillWaiting.text")}
  }
}`);

/**
 * A flow by its prefix: its steps in visiting order (its base flow's steps first, then its own),
 * what it sells, the figures its results show and how it looks (issue 61: content, not code),
 * and its results listings.
 */
export const FLOW_QUERY = defineQuery(`*[_type == "flow" && prefix.current == $prefix][0]{
  "prefix": prefix.current,
  "title": ${localized("title")},
  category,
  offer,
  resultsFigures,
  layout,
  "listings": listings[]->{ _id, name, representsOwnBrand, rank, rating, "logo": logo.asset->url, tagline, url, phone, points },
  "steps": (coalesce(baseFlow->steps, []) + coalesce(steps, []))[]{
    path,
    "slug": step->slug.current,
    "kind": step->input[0]._type,
    "answerKey": step->input[0].answerKey
  }
}`);

/** What a flow is, by its prefix, for a lead's recorded category and its estimate. */
export const FLOW_TRAITS_QUERY = defineQuery(
  `*[_type == "flow" && prefix.current == $prefix][0]{ category, offer, resultsFigures, layout }`,
);

/** Every flow's prefix: where the site serves a questionnaire. */
export const FLOW_PREFIXES_QUERY = defineQuery(
  `*[_type == "flow" && defined(prefix.current)] | order(prefix.current asc).prefix.current`,
);

export const LEGAL_PAGE_QUERY = defineQuery(`*[
  _type == "legalPage" && path == $path && (!defined(brand) || brand->slug.current == $brand)
] | order(defined(brand) desc)[0]{
  path,
  "title": ${localized("title")},
  version,
  effectiveDate,
  "body": ${localized("body")}
}`);

export const LEGAL_PATHS_QUERY = defineQuery(`array::unique(*[
  _type == "legalPage" && (!defined(brand) || brand->slug.current == $brand)
].path)`);

/** One step of a flow: its copy and its answer definition (localised in TypeScript, see localize.ts). */
export const STEP_QUERY = defineQuery(`*[_type == "step" && slug.current == $slug][0]{
  "slug": slug.current,
  heading,
  subheading,
  "input": input[0]{
    ...,
    _type == "resultsInput" => { "competitors": competitors[]->{ _id, name, representsOwnBrand, rank, rating, "logo": logo.asset->url, tagline, url, phone, points } }
  }
}`);

/**
 * A navigation or sales-training page of the brand ($path: "/solar-101"): a brand's own page wins
 * over the shared one. Blocks are fetched whole and localised in TypeScript (lib/content/localize),
 * like step inputs; rich text and the comparison's listings are resolved here.
 */
export const CONTENT_PAGE_QUERY = defineQuery(`*[
  _type == "contentPage" && path == $path && (!defined(brand) || brand->slug.current == $brand)
] | order(defined(brand) desc)[0]{
  path,
  section,
  "title": ${localized("title")},
  "seoTitle": ${localized("seo.title")},
  "seoDescription": ${localized("seo.description")},
  pageBuilder[]{
    ...,
    _type == "richTextBlock" => { "body": ${localized("body")} },
    _type == "comparisonBlock" => {
      "competitors": competitors[]->{ _id, name, representsOwnBrand, rank, rating, "logo": logo.asset->url, tagline, url, phone, points }
    }
  }
}`);

export const CONTENT_PATHS_QUERY = defineQuery(`array::unique(*[
  _type == "contentPage" && (!defined(brand) || brand->slug.current == $brand)
].path)`);

/** An advertising landing screen at $path (spec 2.6); the brand's own wins over the shared one. */
export const LANDING_PAGE_QUERY = defineQuery(`*[
  _type == "landingPage" && path == $path && (!defined(brand) || brand->slug.current == $brand)
] | order(defined(brand) desc)[0]{
  path,
  "adLabel": ${localized("adLabel")},
  "title": ${localized("title")},
  "highlights": highlights[]{ _key, "text": ${localized("@")} },
  "image": { "url": image.asset->url, "alt": ${localized("image.alt")} },
  "ctaLabel": ${localized("ctaLabel")},
  "flow": flow->prefix.current,
  "callLabel": ${localized("callLabel")},
  "seoTitle": ${localized("seo.title")},
  "seoDescription": ${localized("seo.description")}
}`);

/** The experiments running now: each variant's key and weight, for assigning a new visitor (lib/server/leads/experiments). */
export const RUNNING_EXPERIMENTS_QUERY = defineQuery(`*[_type == "experiment" && running == true] | order(key asc){
  key,
  "variants": variants[]{ key, weight }
}`);

/** The experiments running now and what each variant changes, in the visitor's language (lib/experiments). */
export const EXPERIMENT_EFFECTS_QUERY = defineQuery(`*[_type == "experiment" && running == true] | order(key asc){
  key,
  "variants": variants[]{
    key,
    resultsLayout,
    "stepNotes": stepNotes[]{ "slug": step->slug.current, "text": ${localized("text")} },
    "flowOrder": flowOrder{ "prefix": flow->prefix.current, paths }
  }
}`);

/** A group of interface words ($group: stepWords, resultsWords, siteWords, calculatorWords, accountWords): site-wide, and the brand's own where it has them ($brand may be "" for none). */
export const WORDS_QUERY = defineQuery(`{
  "site": *[_id == "siteSettings"][0][$group],
  "brand": *[_type == "brand" && slug.current == $brand][0][$group]
}`);
