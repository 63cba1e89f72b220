/**
 * Spec 2.1's flow prefixes, in the spec's order. Flows are content (issue 61); the spec's 27 are
 * seeded, and tests walk and pin these. Written out here, not read from content, so a test does
 * not check content with itself.
 */
export const SPEC_FLOW_PREFIXES = [
  "/savings",
  "/savings-fcc",
  "/savings-slick",
  "/savings-mini",
  "/savings-short",
  "/survey",
  "/verify",
  "/solar",
  "/power-payback",
  "/no-cost-solar",
  "/loans",
  "/offer",
  "/roofing",
  "/cut-electric-bill",
  "/absolute-savings",
  "/savings-v2",
  "/home-warranty",
  "/home-security",
  "/roof",
  "/windows",
  "/gutter",
  "/mall",
  "/savings-combined",
  "/bathroom-remodel",
  "/savings-text",
  "/la-mall",
  "/free-report",
] as const;
