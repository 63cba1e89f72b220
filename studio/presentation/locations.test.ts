import { readFileSync } from "node:fs";
import { join } from "node:path";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { LOCATIONS_QUERY, type LocationsAnswer, locationsOf } from "./locations";

const dataset = readFileSync(join(import.meta.dirname, "..", "content", "production.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const ORIGIN = "http://{domain}.localhost:3000";

/** The locations banner of a document, from the shipped dataset, as the Studio's live query would see it. */
async function locationsFor(id: string) {
  const params = { id };
  const answer = (await (
    await evaluate(parse(LOCATIONS_QUERY, { params }), { dataset, params })
  ).get()) as LocationsAnswer;
  return locationsOf(answer, ORIGIN);
}
const hrefs = async (id: string) => (await locationsFor(id))?.locations?.map((location) => location.href) ?? [];

describe("document locations (issue 12 item 2)", () => {
  it("shows a question on every questionnaire that asks it, on the brands whose home leads there", async () => {
    const urls = await hrefs("step.homeowner-renter");
    // Roof Right's home is the /offer questionnaire, which asks it.
    expect(urls).toContain("http://roofrightfinance.com.localhost:3000/offer/homeowner-renter");
    // /savings-mini is no brand's home: shown on the flagship brand.
    expect(urls).toContain("http://sunsaverprogram.com.localhost:3000/savings-mini/homeowner-renter");
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("shows a shared legal page on every brand without its own, and a brand's page on that brand only", async () => {
    const shared = await hrefs("legal.privacy-policy");
    const brands = dataset.filter((doc) => doc._type === "brand");
    expect(shared).toHaveLength(brands.length);
    expect(shared).toContain("http://closerleads.com.localhost:3000/legal/privacy-policy");
    expect(await hrefs("legal.terms-of-use")).toEqual(["http://homewisehub.com.localhost:3000/legal/terms-of-use"]);
  });

  it("shows a footnote on its brand, and a flow on the brands it is home to", async () => {
    expect(await hrefs("footnote.absolutesavings.battery-brand")).toEqual([
      "http://absolutehomesavings.com.localhost:3000/",
      "http://absolutehomesavings.com.localhost:3000/es",
    ]);
    const roof = await hrefs("flow.roof");
    expect(roof).toEqual(["http://toproofpros.com.localhost:3000/roof"]);
  });

  it("shows a competitor listing on the results of the questionnaires of its offer", async () => {
    const listing = dataset.find((doc) => doc._type === "competitorListing" && doc.category === "roof");
    const urls = await hrefs(listing._id);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/\/(offer|roof|roofing)\/results$/);
  });

  it("says so when a question is in no questionnaire, and gives nothing for a document that does not exist", async () => {
    const orphan = { _id: "step.orphan", _type: "step" };
    const params = { id: orphan._id };
    const answer = (await (
      await evaluate(parse(LOCATIONS_QUERY, { params }), { dataset: [...dataset, orphan], params })
    ).get()) as LocationsAnswer;
    expect(locationsOf(answer, ORIGIN)).toEqual({
      message: "No questionnaire asks this question yet.",
      tone: "caution",
    });
    expect(await locationsFor("nothing.here")).toBeNull();
  });
});
