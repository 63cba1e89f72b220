import { describe, expect, it } from "vitest";
import { parseNdjson, resolveAssets } from "./embeddedDataset";

describe("parseNdjson", () => {
  it("reads one document a line and skips blank lines", () => {
    expect(parseNdjson('{"_id":"a","_type":"x"}\n\n{"_id":"b","_type":"y"}\n')).toHaveLength(2);
  });
  it("names the line of a broken document", () => {
    expect(() => parseNdjson('{"_id":"a","_type":"x"}\n{nope', "data.ndjson")).toThrow(
      /data\.ndjson:2: not valid JSON/,
    );
    expect(() => parseNdjson('{"_type":"x"}', "data.ndjson")).toThrow(/data\.ndjson:1: a document needs a string _id/);
  });
});

describe("resolveAssets", () => {
  it("turns export-format image pointers into references to one asset document per file", () => {
    const docs = resolveAssets([
      { _id: "a", _type: "brand", logo: { _type: "image", _sanityAsset: "image@file://./images/logo.svg", alt: "A" } },
      { _id: "b", _type: "brand", logo: { _type: "image", _sanityAsset: "image@file://./images/logo.svg" } },
    ]);
    const assets = docs.filter((doc) => doc._type === "sanity.imageAsset");
    expect(assets).toHaveLength(1);
    expect(assets[0]).toMatchObject({ url: "/content-assets/logo.svg", mimeType: "image/svg+xml" });
    expect(docs[0]?.logo).toEqual({ _type: "image", alt: "A", asset: { _type: "reference", _ref: assets[0]?._id } });
  });
});
