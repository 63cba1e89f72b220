import { describe, expect, it } from "vitest";
import { versionProblem } from "./versionRules";

const body = [{ _type: "block", _key: "a", children: [{ _type: "span", _key: "s", text: "We keep your data." }] }];
const published = { text: body, version: "2026-10-01", effectiveDate: "2026-10-01" };

describe("versionProblem", () => {
  it("lets a first publish, or one whose text did not change, through", () => {
    expect(versionProblem(null, published)).toBe(true);
    // The same text with its keys in another order is the same text.
    const reordered = [
      { children: [{ text: "We keep your data.", _key: "s", _type: "span" }], _key: "a", _type: "block" },
    ];
    expect(versionProblem(published, { ...published, text: reordered })).toBe(true);
  });

  it("refuses a changed legal page under the published version and effective date", () => {
    const changed = [{ ...body[0], children: [{ _type: "span", _key: "s", text: "We sell your data." }] }];
    expect(versionProblem(published, { ...published, text: changed })).toBe(
      "The text changed since it was published: give it a new version and effective date (published: 2026-10-01, 2026-10-01).",
    );
    expect(versionProblem(published, { text: changed, version: "2026-11-24", effectiveDate: "2026-10-01" })).toBe(
      "The text changed since it was published: give it a new effective date (published: 2026-10-01, 2026-10-01).",
    );
    expect(versionProblem(published, { text: changed, version: "2026-11-24", effectiveDate: "2026-11-24" })).toBe(true);
  });

  it("refuses a changed consent text under the published version (it has no effective date)", () => {
    const consent = { text: { en: "Call me at {phone}." }, version: "2026-10-01" };
    expect(versionProblem(consent, { text: { en: "Text me at {phone}." }, version: "2026-10-01" })).toBe(
      "The text changed since it was published: give it a new version (published: 2026-10-01).",
    );
    expect(versionProblem(consent, { text: { en: "Text me at {phone}." }, version: "2026-11-24" })).toBe(true);
  });
});
