import { defineQuery } from "groq";

/**
 * Every GROQ query of the site. Localised fields are resolved here: Spanish falls back to English.
 * Params: $brand is a brand key (slug), $locale is "en" or "es".
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
  "title": coalesce(title[$locale], title.en),
  "description": coalesce(description[$locale], description.en),
  "logo": { "url": logo.asset->url, "alt": coalesce(logo.alt[$locale], logo.alt.en, name) },
  "favicon": favicon.asset->url,
  phone,
  domain,
  homeRoute,
  theme { styleClass, primary, accent, background, text },
  gtmTagId,
  contact { mail, baseUrl, website, tradeName, topSolarSite },
  leadPortalUrl,
  "navigation": navigation[]{
    _key,
    "title": coalesce(title[$locale], title.en),
    "links": links[]{ _key, "label": coalesce(label[$locale], label.en), href }
  },
  "footer": *[_type == "footer" && brand._ref == ^._id][0]{
    "legalLinks": legalLinks[]{ _key, "label": coalesce(label[$locale], label.en), href },
    "contactLine": coalesce(contactLine[$locale], contactLine.en),
    "disclosure": coalesce(disclosure[$locale], disclosure.en),
    "footnotes": footnotes[]->{ _id, key, "text": coalesce(text[$locale], text.en) },
    "copyright": coalesce(copyright[$locale], copyright.en),
    "satisfactionBanner": coalesce(satisfactionBanner[$locale], satisfactionBanner.en)
  }
}`);

export const SITE_SETTINGS_QUERY = defineQuery(`*[_id == "siteSettings"][0]{
  defaultAdvisorPhone,
  "defaultBrand": defaultBrand->slug.current,
  landingDefaults { utmSource, didNumber },
  "tcpaConsent": { "version": tcpaConsent.version, "text": coalesce(tcpaConsent.text[$locale], tcpaConsent.text.en) },
  "homeBanner": {
    "title": coalesce(homeBanner.title[$locale], homeBanner.title.en),
    "highlights": homeBanner.highlights[]{ _key, "text": coalesce(@[$locale], en) },
    "ctaLabel": coalesce(homeBanner.ctaLabel[$locale], homeBanner.ctaLabel.en)
  },
  "stillWaiting": {
    "title": coalesce(stillWaiting.title[$locale], stillWaiting.title.en),
    "text": coalesce(stillWaiting.text[$locale], stillWaiting.text.en)
  }
}`);

/** A flow's steps in visiting order: its base flow's steps first, then its own. */
export const FLOW_QUERY = defineQuery(`*[_type == "flow" && prefix == $prefix][0]{
  prefix,
  "title": coalesce(title[$locale], title.en),
  "steps": (coalesce(baseFlow->steps, []) + coalesce(steps, []))[]{
    path,
    "slug": step->slug.current,
    "kind": step->input[0]._type
  }
}`);

export const FLOW_PREFIXES_QUERY = defineQuery(`*[_type == "flow"] | order(prefix asc).prefix`);

export const LEGAL_PAGE_QUERY = defineQuery(`*[
  _type == "legalPage" && path == $path && (!defined(brand) || brand->slug.current == $brand)
] | order(defined(brand) desc)[0]{
  path,
  "title": coalesce(title[$locale], title.en),
  version,
  effectiveDate,
  "body": coalesce(body[$locale], body.en)
}`);

export const LEGAL_PATHS_QUERY = defineQuery(`array::unique(*[
  _type == "legalPage" && (!defined(brand) || brand->slug.current == $brand)
].path)`);

export const COMPETITORS_QUERY = defineQuery(`*[_type == "competitorListing"] | order(rank asc){
  _id,
  name,
  representsOwnBrand,
  rank,
  rating,
  "logo": { "url": logo.asset->url, "alt": coalesce(logo.alt[$locale], logo.alt.en, name) },
  "tagline": coalesce(tagline[$locale], tagline.en),
  url,
  phone,
  "points": points[]{ _key, "text": coalesce(@[$locale], en) }
}`);
