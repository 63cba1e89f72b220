import { readFileSync } from "node:fs";
import { join } from "node:path";
import { evaluate, parse } from "groq-js";
import { createSchema, type SanityClient, validateDocument, type Workspace } from "sanity";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "../index";
import { flowPrefixProblem, prefixFromTitle } from "./flowPrefixRules";

type Doc = { _id: string; _type: string; [field: string]: unknown };

const shipped: Doc[] = readFileSync(join(import.meta.dirname, "..", "..", "content", "production.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const workspace = { schema: createSchema({ name: "homefront", types: schemaTypes }) } as unknown as Workspace;
const mini = shipped.find((doc) => doc._id === "flow.savings-mini") as Doc;

/** A copy of /savings-mini as an editor starts one, under `prefix`. */
const draftFlow = (prefix: string, id = "drafts.flow.new"): Doc => ({
  ...structuredClone(mini),
  _id: id,
  prefix: { _type: "slug", current: prefix },
});

/** The messages the Studio shows on the flow's prefix field, validating over the shipped dataset plus `extra`. */
const prefixMessages = (doc: Doc, extra: Doc[] = []) => fieldMessages(doc, "prefix", extra);

/** The messages the Studio shows on `field` of `doc`, validating over the shipped dataset plus `extra`. */
async function fieldMessages(doc: Doc, field: string, extra: Doc[] = []): Promise<string[]> {
  const dataset = [...shipped, ...extra, doc];
  const fetch = async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, { params }), { dataset, params })).get();
  const client = { fetch, withConfig: () => client, config: () => ({}) } as unknown as SanityClient;
  const markers = await validateDocument({
    document: doc as Parameters<typeof validateDocument>[0]["document"],
    workspace,
    getClient: () => client,
    getDocumentExists: async ({ id }) => dataset.some((other) => other._id === id),
    environment: "studio",
  });
  // The slug type and its required rule may both say "Required": each message once, as the Studio lists them.
  return [
    ...new Set(
      markers.filter((marker) => marker.level === "error" && marker.path[0] === field).map((marker) => marker.message),
    ),
  ];
}

describe("a flow's URL prefix in the Studio (issue 61)", () => {
  it("takes a new prefix of lower-case words joined by hyphens", async () => {
    expect(await prefixMessages(draftFlow("/savings-quick"))).toEqual([]);
    expect(await prefixMessages(draftFlow("/solar-2027"))).toEqual([]);
  });

  it("refuses capitals, spaces, underscores, a second segment, a missing slash and stray hyphens, saying how to write it", async () => {
    for (const prefix of [
      "/Savings-Quick",
      "/savings quick",
      "/savings_quick",
      "/savings/quick",
      "savings-quick",
      "/savings--quick",
      "/savings-",
      "/",
    ]) {
      expect(await prefixMessages(draftFlow(prefix)), prefix).toEqual([
        "Write the prefix as / and lower-case words or digits joined by hyphens, one segment, e.g. /solar-texas.",
      ]);
    }
  });

  it("refuses a prefix another flow has, naming that flow, but not the flow's own published copy", async () => {
    expect(await prefixMessages(draftFlow("/savings-mini"))).toEqual([
      "Another flow (Quick solar savings check) already uses /savings-mini.",
    ]);
    expect(await prefixMessages(draftFlow("/savings-mini", "drafts.flow.savings-mini"))).toEqual([]);
    const other = { ...draftFlow("/savings-quick", "drafts.flow.other") };
    expect(await prefixMessages(draftFlow("/savings-quick"), [other])).toEqual([
      "Another flow (Quick solar savings check) already uses /savings-quick.",
    ]);
  });

  it("refuses spec 2.5's special paths and the site's own, saying they are the site's", async () => {
    for (const prefix of [
      "/leads",
      "/customer",
      "/customers",
      "/earning",
      "/go-solar-savings-slick",
      "/homeowner-hack",
      "/admin",
      "/sign-in",
      "/es",
      "/api",
    ]) {
      expect(await prefixMessages(draftFlow(prefix)), prefix).toEqual([
        `${prefix} is one of the site's own paths (sign-in areas, landing screens, spec 2.5's special paths, /es): pick another prefix.`,
      ]);
    }
  });

  it("refuses the path of a page of spec 2.4, or the start of one, naming the page", async () => {
    expect(await prefixMessages(draftFlow("/solar-101"))).toEqual([
      "/solar-101 is taken by the page /solar-101: pick another prefix.",
    ]);
    const legal = await prefixMessages(draftFlow("/legal"));
    expect(legal).toHaveLength(1);
    expect(legal[0]).toMatch(/^\/legal is taken by the page \/legal\/[a-z-/]+: pick another prefix\.$/);
    expect(await prefixMessages(draftFlow("/calculators"))).toEqual([
      expect.stringMatching(/^\/calculators is taken by the page \/calculators\/[a-z-]+: pick another prefix\.$/),
    ]);
  });

  it("requires a prefix", async () => {
    const { prefix: _, ...withoutPrefix } = draftFlow("/x");
    expect(await prefixMessages(withoutPrefix as Doc)).toEqual(["Required"]);
  });
});

describe("a legal or content page's path in the Studio", () => {
  it("refuses a path under a flow's prefix, where the flow's questionnaire answers, naming the flow", async () => {
    const page = structuredClone(shipped.find((doc) => doc._id === "page.solar-101") as Doc);
    expect(await fieldMessages({ ...page, _id: "drafts.page.new", path: "/savings-mini/guide" }, "path")).toEqual([
      "/savings-mini belongs to the flow “Quick solar savings check”: its questionnaire answers there. Pick another path.",
    ]);
    expect(await fieldMessages({ ...page, _id: "drafts.page.new", path: "/savings-mini-guide" }, "path")).toEqual([]);
    const legal = structuredClone(shipped.find((doc) => doc._type === "legalPage") as Doc);
    expect(await fieldMessages({ ...legal, _id: "drafts.legal.new", path: "/roof" }, "path")).toEqual([
      "/roof belongs to the flow “Roofing quotes”: its questionnaire answers there. Pick another path.",
    ]);
  });
});

describe("flowPrefixProblem", () => {
  const none = { flows: [], pages: [] };
  it("keeps a prefix short enough for an ad link", () => {
    expect(flowPrefixProblem(`/${"a".repeat(60)}`, none)).toBe("Keep the prefix to 60 characters.");
    expect(flowPrefixProblem(`/${"a".repeat(59)}`, none)).toBeNull();
  });
  it("does not count a page whose path only starts with the same letters", () => {
    expect(flowPrefixProblem("/legal", { flows: [], pages: ["/legally-yours"] })).toBeNull();
  });
});

describe("the prefix's Generate button", () => {
  it("turns a title into a prefix", () => {
    expect(prefixFromTitle("Quick solar savings – Texas 2027!")).toBe("/quick-solar-savings-texas-2027");
    expect(prefixFromTitle("Ahorro solar rápido en Año Nuevo")).toBe("/ahorro-solar-rapido-en-ano-nuevo");
  });
});
