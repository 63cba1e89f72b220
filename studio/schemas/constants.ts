/**
 * Product constants shared by the Studio (validation, option lists) and the site (routing).
 * Source: product spec sections 1, 2.1, 2.3 and 3.
 */

/**
 * Issue 61: a flow's URL prefix is content, written in the Studio: `/` and lower-case words
 * joined by hyphens, one path segment (the flow's steps are the segment after it).
 */
export const FLOW_PREFIX_PATTERN = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Spec 3's category of a flow, sent with customer_init: solar unless the flow says otherwise. */
export const SPEC_CATEGORIES = [
  { value: "solar", title: "Solar" },
  { value: "solar_loans", title: "Solar loans" },
  { value: "roof", title: "Roof" },
] as const;
export type SpecCategory = (typeof SPEC_CATEGORIES)[number]["value"];

/**
 * Issue 7 item 6: what a flow offers, so results show listings, words and figures that fit it: the
 * kinds of offer the site has results words for (and RESULTS_FIGURES fit), and so the only ones a
 * flow may choose. Finer than spec 3's category, whose values it keeps.
 */
export const OFFER_CATEGORIES = [
  { value: "solar", title: "Solar" },
  { value: "solar_loans", title: "Solar and home loans" },
  { value: "roof", title: "Roofing" },
  { value: "gutter", title: "Gutters" },
  { value: "windows", title: "Windows" },
  { value: "home_warranty", title: "Home warranty" },
  { value: "home_security", title: "Home security" },
  { value: "bathroom_remodel", title: "Bathroom remodel" },
] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number]["value"];

/** Spec 2.7: the page layouts the site draws; a flow picks one. */
export const FLOW_LAYOUTS = [
  { value: "generic", title: "Animated wrapper (most flows)" },
  { value: "powerPayback", title: "Power payback: hero and form named after the state" },
  { value: "noCostSolar", title: "No-cost solar: hero text over the form" },
  { value: "solarReport", title: "Get Your Solar Report, with a progress bar" },
] as const;
export type FlowLayout = (typeof FLOW_LAYOUTS)[number]["value"];

/**
 * Issue 58 item 3, issue 61: the figures a flow's results can show, each an estimate the site
 * computes (web/lib/server/estimate, the kind of that name) from the answers of the offers listed:
 * a purchase's price and payback, a no-cost agreement's $0 at install and monthly saving, a roof's
 * price range, a loan's payment, or none. A flow picks one in content; the Studio offers exactly
 * these, and only to a flow of one of their offers.
 */
export const RESULTS_FIGURES = [
  { value: "solar", title: "Solar purchase: system size, cost and payback", offers: ["solar"] },
  { value: "solar_lease", title: "No cost at install: lease or PPA figures", offers: ["solar"] },
  { value: "roof", title: "Roof replacement price range", offers: ["roof"] },
  { value: "loan", title: "Loan monthly payment", offers: ["solar_loans"] },
  { value: "none", title: "None", offers: OFFER_CATEGORIES.map((offer) => offer.value) },
] as const satisfies readonly { value: string; title: string; offers: readonly OfferCategory[] }[];
export type ResultsFigures = (typeof RESULTS_FIGURES)[number]["value"];

/** Spec 1: the four kinds of brand. */
export const BRAND_KINDS = [
  { value: "solarSavings", title: "Solar savings program" },
  { value: "homeServices", title: "Home-services content site" },
  { value: "leadMarketplace", title: "Lead marketplace for solar sales professionals" },
  { value: "roofFinance", title: "Roof and finance brand" },
] as const;
export type BrandKind = (typeof BRAND_KINDS)[number]["value"];

export const HOST_ENVIRONMENTS = ["production", "stage", "www"] as const;

export const THEME_STYLE_CLASSES = [
  "theme-sunrise",
  "theme-ocean",
  "theme-forest",
  "theme-slate",
  "theme-crimson",
  "theme-violet",
  "theme-teal",
  "theme-gold",
] as const;

/** Issue 3: the auto-advancing interstitial screens. */
export const INTERSTITIAL_VARIANTS = [
  "loading",
  "searching-zip",
  "checking-utility",
  "scanning-roof",
  "calculating-results",
  "generating-report",
  "redirect-loading",
] as const;

export const PHONE_PATTERN = /^\d{10}$/;
export const STEP_PATH_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const GTM_PATTERN = /^GTM-[A-Z0-9]{4,10}$/;
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
/**
 * Advertising landing screens and entry pages (spec 2.5, 2.6). The site renders these paths per
 * request on a route of their own (their call to action carries the ad's query), so a landing
 * screen's path is one of them.
 */
export const LANDING_PATHS = [
  "/go-solar-savings-slick",
  "/go-solar-savings",
  "/go-solar-slick",
  "/homeowner-hack",
] as const;

/** The signed-in areas and their doors (issue 10, spec 2.5): rendered per request, with runtime Chakra. */
export const ACCOUNT_PATHS = [
  "/customer",
  "/customers",
  "/sign-in",
  "/reset-password",
  "/admin",
  "/leads",
  "/earning",
] as const;

/**
 * Paths no flow may take as its prefix: spec 2.5's special paths that are not flows (its
 * /free-report is one), the signed-in areas, the landing screens, the Spanish site's /es and the
 * site's own files.
 */
export const RESERVED_PATHS: readonly string[] = [
  ...ACCOUNT_PATHS,
  ...LANDING_PATHS,
  "/margin_calculator",
  "/es",
  "/api",
  "/content-assets",
];

export const PAGE_PATH_PATTERN = /^\/[a-z0-9]+(?:[-_/][a-z0-9]+)*$/;
