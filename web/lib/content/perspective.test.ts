import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findDatasetFile, loadEmbeddedDataset } from "./embeddedDataset";
import { createEmbeddedSource } from "./embeddedSource";
import { STEP_QUERY } from "./queries";

const homeowner = { slug: "homeowner-renter" };
const headingOf = async (source = createEmbeddedSource(), perspective?: "published" | "drafts") =>
  (await source.fetch(STEP_QUERY, homeowner, ["step"], perspective))?.heading?.en;

describe("the embedded dataset's perspectives", () => {
  it("gives visitors the published document although the dataset holds a draft of it", async () => {
    expect(loadEmbeddedDataset().some((document) => document._id === "drafts.step.homeowner-renter")).toBe(true);
    expect(await headingOf()).toBe("Do you own or rent your home?");
    expect(await headingOf(undefined, "published")).toBe("Do you own or rent your home?");
  });

  it("gives a preview the draft in the published document's place, and only once", async () => {
    const source = createEmbeddedSource();
    expect(await headingOf(source, "drafts")).toBe("Do you own the home you live in?");
    const steps = (await source.fetch(`*[_type == "step" && slug.current == $slug]`, homeowner, [], "drafts")) as {
      _id: string;
    }[];
    expect(steps).toHaveLength(1);
    expect(steps[0]?._id).toBe("step.homeowner-renter");
  });

  it("shows a document never published in a preview only", async () => {
    const documents = [
      ...loadEmbeddedDataset(),
      { _id: "drafts.step.brand-new", _type: "step", slug: { current: "brand-new" }, heading: { en: "New question" } },
    ];
    const source = createEmbeddedSource(documents);
    expect(await source.fetch(STEP_QUERY, { slug: "brand-new" }, [], "published")).toBeNull();
    expect((await source.fetch(STEP_QUERY, { slug: "brand-new" }, [], "drafts"))?.heading?.en).toBe("New question");
  });
});

describe("the embedded dataset file", () => {
  it("is read again when it changes, as a publish to the Lake is seen by the next query", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "dataset-")), "production.ndjson");
    copyFileSync(findDatasetFile(), file);
    const source = createEmbeddedSource(file);
    expect(await headingOf(source)).toBe("Do you own or rent your home?");
    // What a publish does to the stored document: its heading replaced.
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace('"en":"Do you own or rent your home?"', '"en":"Is the home yours?"'),
    );
    expect(await headingOf(source)).toBe("Is the home yours?");
  });
});
