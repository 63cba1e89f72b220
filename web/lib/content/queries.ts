import { defineQuery } from "groq";

/**
 * Every GROQ query of the site. Localised fields are resolved here: Spanish falls back to English.
 * Params: $brand is a brand key (slug), $locale is "en" or "es".
 * Localised fields are picked with select(), not field[$locale]: GROQ tools that parse a query
 * without its params (groq-js, typegen) read `field[$locale]` as a filter, not a field access.
 */

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
  "title": select($locale == "es" => coalesce(title.es, title.en), title.en),
  "description": select($locale == "es" => coalesce(description.es, description.en), description.en),
  "logo": { "url": logo.asset->url, "alt": select($locale == "es" => coalesce(logo.alt.es, logo.alt.en, name), coalesce(logo.alt.en, name)) },
  "favicon": favicon.asset->url,
  phone,
  domain,
  "homeRoute": coalesce(home->prefix.current, home->path, "/"),
  "homeFlow": home->prefix.current,
  "offers": offers[defined(flow->prefix.current)]{
    _key,
    "label": select($locale == "es" => coalesce(label.es, label.en), label.en),
    "prefix": flow->prefix.current
  },
  theme { styleClass, primary, accent, background, text },
  gtmTagId,
  contact { mail, baseUrl, website, tradeName, topSolarSite },
  leadPortalUrl,
  "navigation": navigation[]{
    _key,
    "title": select($locale == "es" => coalesce(title.es, title.en), title.en),
    "links": links[]{ _key, "label": select($locale == "es" => coalesce(label.es, label.en), label.en), href }
  },
  "footer": *[_type == "footer" && brand._ref == ^._id][0]{
    "legalLinks": legalLinks[]{ _key, "label": select($locale == "es" => coalesce(label.es, label.en), label.en), href },
    "contactLine": select($locale == "es" => coalesce(contactLine.es, contactLine.en), contactLine.en),
    "disclosure": select($locale == "es" => coalesce(disclosure.es, disclosure.en), disclosure.en),
    "footnotes": footnotes[]->{ _id, key, "text": select($locale == "es" => coalesce(text.es, text.en), text.en) },
    "copyright": select($locale == "es" => coalesce(copyright.es, copyright.en), copyright.en),
    "satisfactionBanner": select($locale == "es" => coalesce(satisfactionBanner.es, satisfactionBanner.en), satisfactionBanner.en)
  }
}`);

export const SITE_SETTINGS_QUERY = defineQuery(`*[_id == "siteSettings"][0]{
  defaultAdvisorPhone,
  "defaultBrand": defaultBrand->slug.current,
  landingDefaults { utmSource, didNumber },
  "tcpaConsent": { "version": tcpaConsent.version, "text": select($locale == "es" => coalesce(tcpaConsent.text.es, tcpaConsent.text.en), tcpaConsent.text.en) },
  "homeBanner": {
    "title": select($locale == "es" => coalesce(homeBanner.title.es, homeBanner.title.en), homeBanner.title.en),
    "highlights": homeBanner.highlights[]{ _key, "text": select($locale == "es" => coalesce(es, en), en) },
    "ctaLabel": select($locale == "es" => coalesce(homeBanner.ctaLabel.es, homeBanner.ctaLabel.en), homeBanner.ctaLabel.en),
    "ctaFlow": homeBanner.ctaFlow->prefix.current
  },
  "stillWaiting": {
    "title": select($locale == "es" => coalesce(stillWaiting.title.es, stillWaiting.title.en), stillWaiting.title.en),
    "text": select($locale == "es" => coalesce(stillWaiting.text.es, stillWaiting.text.en), stillWaiting.text.en)
  }
}`);

/**
 * A flow by its prefix: its steps in visiting order (its base flow's steps first, then its own),
 * what it sells and how it looks (issue 61: content, not code), and its results listings.
 */
export const FLOW_QUERY = defineQuery(`*[_type == "flow" && prefix.current == $prefix][0]{
  "prefix": prefix.current,
  "title": select($locale == "es" => coalesce(title.es, title.en), title.en),
  category,
  offer,
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
  `*[_type == "flow" && prefix.current == $prefix][0]{ category, offer, layout }`,
);

/** Every flow's prefix: where the site serves a questionnaire. */
export const FLOW_PREFIXES_QUERY = defineQuery(
  `*[_type == "flow" && defined(prefix.current)] | order(prefix.current asc).prefix.current`,
);

export const LEGAL_PAGE_QUERY = defineQuery(`*[
  _type == "legalPage" && path == $path && (!defined(brand) || brand->slug.current == $brand)
] | order(defined(brand) desc)[0]{
  path,
  "title": select($locale == "es" => coalesce(title.es, title.en), title.en),
  version,
  effectiveDate,
  "body": select($locale == "es" => coalesce(body.es, body.en), body.en)
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
  "title": select($locale == "es" => coalesce(title.es, title.en), title.en),
  "seoTitle": select($locale == "es" => coalesce(seo.title.es, seo.title.en), seo.title.en),
  "seoDescription": select($locale == "es" => coalesce(seo.description.es, seo.description.en), seo.description.en),
  pageBuilder[]{
    ...,
    _type == "richTextBlock" => { "body": select($locale == "es" => coalesce(body.es, body.en), body.en) },
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
  "adLabel": select($locale == "es" => coalesce(adLabel.es, adLabel.en), adLabel.en),
  "title": select($locale == "es" => coalesce(title.es, title.en), title.en),
  "highlights": highlights[]{ _key, "text": select($locale == "es" => coalesce(es, en), en) },
  "image": { "url": image.asset->url, "alt": select($locale == "es" => coalesce(image.alt.es, image.alt.en), image.alt.en) },
  "ctaLabel": select($locale == "es" => coalesce(ctaLabel.es, ctaLabel.en), ctaLabel.en),
  "flow": flow->prefix.current,
  "callLabel": select($locale == "es" => coalesce(callLabel.es, callLabel.en), callLabel.en),
  "seoTitle": select($locale == "es" => coalesce(seo.title.es, seo.title.en), seo.title.en),
  "seoDescription": select($locale == "es" => coalesce(seo.description.es, seo.description.en), seo.description.en)
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
    "stepNotes": stepNotes[]{ "slug": step->slug.current, "text": select($locale == "es" => coalesce(text.es, text.en), text.en) },
    "flowOrder": flowOrder{ "prefix": flow->prefix.current, paths }
  }
}`);

/** A group of interface words ($group: stepWords, resultsWords, siteWords, calculatorWords, accountWords): site-wide, and the brand's own where it has them ($brand may be "" for none). */
export const WORDS_QUERY = defineQuery(`{
  "site": *[_id == "siteSettings"][0][$group],
  "brand": *[_type == "brand" && slug.current == $brand][0][$group]
}`);
