import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findDatasetFile } from "./embeddedDataset";
import { datasetFromFile } from "./embeddedSource";

const copyOfDataset = () => {
  const file = join(mkdtempSync(join(tmpdir(), "homefront-dataset-")), "production.ndjson");
  copyFileSync(findDatasetFile(), file);
  return file;
};

describe("datasetFromFile: the embedded dataset follows its file", () => {
  it("sees a document written to the file by the next read", () => {
    const file = copyOfDataset();
    const dataset = datasetFromFile(file);
    const before = dataset().documents.length;
    appendFileSync(file, `${JSON.stringify({ _id: "note.added", _type: "note" })}\n`);
    expect(dataset().documents.map((doc) => doc._id)).toContain("note.added");
    expect(dataset().documents.length).toBe(before + 1);
  });

  it("keeps the documents it has while the file is caught half written, and takes the file once whole", () => {
    const file = copyOfDataset();
    const whole = readFileSync(file, "utf8");
    const dataset = datasetFromFile(file);
    const count = dataset().documents.length;
    // Truncated to nothing, as writeFileSync leaves it for a moment.
    truncateSync(file, 0);
    expect(dataset().documents.length).toBe(count);
    // Cut in the middle of a line, and cut between two lines.
    writeFileSync(file, whole.slice(0, Math.floor(whole.length / 2)));
    expect(dataset().documents.length).toBe(count);
    writeFileSync(file, whole.slice(0, whole.indexOf("\n", whole.length / 2)));
    expect(dataset().documents.length).toBe(count);
    writeFileSync(file, `${whole}${JSON.stringify({ _id: "note.after", _type: "note" })}\n`);
    expect(dataset().documents.length).toBe(count + 1);
  });

  it("refuses a file that never held a dataset, with the file's name", () => {
    const file = join(mkdtempSync(join(tmpdir(), "homefront-dataset-")), "empty.ndjson");
    writeFileSync(file, "");
    expect(() => datasetFromFile(file)()).toThrow(/empty\.ndjson/);
    writeFileSync(file, '{"_id": "broken"\n');
    expect(() => datasetFromFile(file)()).toThrow(/empty\.ndjson:1/);
  });
});
