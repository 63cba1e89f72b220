import { OFFER_CATEGORIES } from "studio/constants";
import { beforeAll, describe, expect, it } from "vitest";
import { validateDataset } from "./datasetValidation";
import { loadEmbeddedDataset, type SanityDocument } from "./embeddedDataset";

let documents: SanityDocument[];
beforeAll(() => {
  documents = loadEmbeddedDataset();
});

const clone = () => structuredClone(documents);
const byId = (docs: SanityDocument[], id: string) => {
  const doc = docs.find((candidate) => candidate._id === id);
  if (!doc) throw new Error(`no ${id}`);
  return doc as Record<string, unknown>;
};
const problemsAfter = async (change: (docs: SanityDocument[]) => void) => {
  const docs = clone();
  change(docs);
  return validateDataset(docs);
};

describe("the embedded dataset", () => {
  it("passes the Studio's schema and validation rules, with every reference resolving", async () => {
    expect(await validateDataset(documents)).toEqual([]);
  }, 60_000);

  it("holds 17 brands, 27 flows, 40 competitor listings (five per offer) and one site settings document", () => {
    const count = (type: string) => documents.filter((doc) => doc._type === type).length;
    expect([count("brand"), count("flow"), count("competitorListing"), count("siteSettings")]).toEqual([17, 27, 40, 1]);
    const perOffer = new Map<unknown, number>();
    for (const doc of documents.filter((candidate) => candidate._type === "competitorListing")) {
      const category = (doc as Record<string, unknown>).category;
      perOffer.set(category, (perOffer.get(category) ?? 0) + 1);
    }
    expect(Object.fromEntries(perOffer)).toEqual(Object.fromEntries(OFFER_CATEGORIES.map(({ value }) => [value, 5])));
  });
});

describe("the dataset check fails on a broken document", () => {
  it.each<[string, (docs: SanityDocument[]) => void, RegExp]>([
    [
      "a phone that is not 10 digits",
      (docs) => {
        byId(docs, "brand.toproof").phone = "555010";
      },
      /10 digits/,
    ],
    [
      "a host name used by two brands",
      (docs) => {
        const hosts = byId(docs, "brand.toproof").hosts as { host: string }[];
        (hosts[0] as { host: string }).host = "sunsaverprogram.com";
      },
      /sunsaverprogram\.com already belongs to SunSaver Program/,
    ],
    [
      "a flow prefix that is a page's path",
      (docs) => {
        byId(docs, "flow.savings-mini").prefix = { _type: "slug", current: "/solar-101" };
      },
      /\/solar-101 is taken by the page \/solar-101/,
    ],
    [
      "a flow offer the site cannot estimate",
      (docs) => {
        byId(docs, "flow.savings-mini").offer = "boats";
      },
      /allowed|one of/i,
    ],
    [
      "a flow listing another offer's companies",
      (docs) => {
        byId(docs, "flow.roof").offer = "gutter";
      },
      /The listings must sell this flow's offer \(Gutters\): Our recommended roofer network is Roofing/,
    ],
    [
      "flow figures the site cannot compute",
      (docs) => {
        byId(docs, "flow.savings-mini").resultsFigures = "mortgage";
      },
      /allowed|one of/i,
    ],
    [
      "flow figures another offer's answers give",
      (docs) => {
        byId(docs, "flow.roofing").resultsFigures = "solar_lease";
      },
      /“No cost at install: lease or PPA figures” are for a flow offering Solar; this one offers Roofing\./,
    ],
    [
      "a step slug with spaces",
      (docs) => {
        byId(docs, "step.zip").slug = { _type: "slug", current: "zip code" };
      },
      /without spaces/,
    ],
    [
      "a flow with no steps",
      (docs) => {
        byId(docs, "flow.windows").steps = [];
      },
      /at least one step/,
    ],
    [
      "a missing required field",
      (docs) => {
        delete byId(docs, "competitor.brightwave").rating;
      },
      /required/i,
    ],
    [
      "a listing offer outside the known list",
      (docs) => {
        byId(docs, "competitor.roof.ironclad").category = "boats";
      },
      /allowed|one of/i,
    ],
    [
      "a listing without an offer",
      (docs) => {
        delete byId(docs, "competitor.sunridge").category;
      },
      /required/i,
    ],
    [
      "a value of the wrong type",
      (docs) => {
        byId(docs, "competitor.brightwave").rating = "4.8";
      },
      /expected number/,
    ],
    [
      "a field the schema does not know",
      (docs) => {
        byId(docs, "brand.sunsaver").hostname = "sunsaverprogram.com";
      },
      /hostname: not a field of brand/,
    ],
    [
      "a reference to a missing document",
      (docs) => {
        const steps = byId(docs, "flow.gutter").steps as { step: { _ref: string } }[];
        (steps[0] as { step: { _ref: string } }).step._ref = "step.does-not-exist";
      },
      /missing document step\.does-not-exist/,
    ],
    [
      "an answer key that is a field of the save request (spec 7)",
      (docs) => {
        const input = byId(docs, "step.homeowner-renter").input as { answerKey: string }[];
        (input[0] as { answerKey: string }).answerKey = "path";
      },
      /"path" is a field of the save request itself/,
    ],
    [
      "a step with two answers",
      (docs) => {
        const step = byId(docs, "step.zip");
        const input = step.input as object[];
        step.input = [...input, { ...input[0], _key: "second" }];
      },
      /exactly 1|length/i,
    ],
  ])(
    "%s",
    async (_name, change, message) => {
      const problems = await problemsAfter(change);
      expect(problems.map((problem) => `${problem.id} ${problem.path}: ${problem.message}`).join("\n")).toMatch(
        message,
      );
    },
    60_000,
  );
});
