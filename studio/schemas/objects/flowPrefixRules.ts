import type { SlugRule, StringRule } from "sanity";
import { FLOW_PREFIX_PATTERN, RESERVED_PATHS } from "../constants";

type CustomValidator = Parameters<SlugRule["custom"]>[0];
type PathValidator = Parameters<StringRule["custom"]>[0];

/** Longer prefixes make poor ad links; the Studio says so rather than cutting one short. */
export const FLOW_PREFIX_MAX_LENGTH = 60;

/** What else claims a path: other flows (their prefix and title) and the pages of content. */
export type PathsInUse = {
  flows: { prefix: string; title: string | null }[];
  pages: string[];
};

/**
 * Why `prefix` cannot be a flow's URL prefix, or null when it can (issue 61). Each answer names
 * the rule, so an editor knows what to change:
 * - the form: `/` and lower-case words joined by hyphens, one segment;
 * - the site's own paths (spec 2.5's special paths, sign-in areas, landing screens, /es);
 * - a page of content at that path, or under it (a prefix /legal would take /legal/terms);
 * - another flow's prefix.
 */
export function flowPrefixProblem(prefix: string, inUse: PathsInUse): string | null {
  if (!FLOW_PREFIX_PATTERN.test(prefix)) {
    return "Write the prefix as / and lower-case words or digits joined by hyphens, one segment, e.g. /solar-texas.";
  }
  if (prefix.length > FLOW_PREFIX_MAX_LENGTH) return `Keep the prefix to ${FLOW_PREFIX_MAX_LENGTH} characters.`;
  if (RESERVED_PATHS.includes(prefix)) {
    return `${prefix} is one of the site's own paths (sign-in areas, landing screens, spec 2.5's special paths, /es): pick another prefix.`;
  }
  const page = inUse.pages.find((path) => path === prefix || path.startsWith(`${prefix}/`));
  if (page) return `${prefix} is taken by the page ${page}: pick another prefix.`;
  const flow = inUse.flows.find((other) => other.prefix === prefix);
  if (flow) return `Another flow${flow.title ? ` (${flow.title})` : ""} already uses ${prefix}.`;
  return null;
}

/** Published and draft copies of the document being edited are one flow. */
const PATHS_IN_USE = `{
  "flows": *[_type == "flow" && prefix.current == $prefix && !(_id in [$id, $draftId])]{ "prefix": prefix.current, "title": title.en },
  "pages": array::unique(*[_type in ["legalPage", "contentPage", "landingPage"] && defined(path)].path)
}`;

/** The Studio's rule on a flow's prefix slug: flowPrefixProblem against the dataset's flows and pages. */
export const validFlowPrefix: CustomValidator = async (value, context) => {
  const prefix = value?.current;
  if (!prefix) return true;
  const id = (context.document?._id ?? "").replace(/^drafts\./, "");
  const inUse: PathsInUse = await context
    .getClient({ apiVersion: "2025-02-19" })
    .fetch(PATHS_IN_USE, { prefix, id, draftId: `drafts.${id}` });
  return flowPrefixProblem(prefix, inUse) ?? true;
};

/**
 * The other way round, on a legal or content page's path: a path in a flow's place would never be
 * shown, the flow's questionnaire answers there.
 */
export const notAFlowsPath: PathValidator = async (path, context) => {
  if (typeof path !== "string" || !path.startsWith("/")) return true;
  const prefix = `/${path.split("/")[1] ?? ""}`;
  const flow: { title: string | null } | null = await context
    .getClient({ apiVersion: "2025-02-19" })
    .fetch(`*[_type == "flow" && prefix.current == $prefix][0]{ "title": title.en }`, { prefix });
  if (!flow) return true;
  return `${prefix} belongs to the flow ${flow.title ? `“${flow.title}”` : prefix}: its questionnaire answers there. Pick another path.`;
};

/** The slug input's Generate button: the title as a prefix (accents dropped, hyphens between words). */
export const prefixFromTitle = (title: string): string =>
  `/${title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, FLOW_PREFIX_MAX_LENGTH - 1)
    .replace(/-+$/, "")}`;
