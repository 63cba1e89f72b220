/** The page a request came from (spec 7 "page context"), as stored with events. */
export const pageContextOf = (input: {
  domain?: string;
  href?: string;
  path?: string;
  origin?: string;
  referrer?: string;
}): Record<string, string> => ({
  domain: input.domain ?? "",
  href: input.href ?? "",
  path: input.path ?? "",
  origin: input.origin ?? "",
  referrer: input.referrer ?? "",
});
