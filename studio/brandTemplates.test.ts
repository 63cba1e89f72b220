import { describe, expect, it } from "vitest";
import { BRAND_SCOPED_TYPES, brandTemplateId, brandTemplates, isBrandTemplate } from "./brandTemplates";

describe("brand templates (issue 12 item 8)", () => {
  it("start a footer, footnote, legal or content page with the brand it was created under", async () => {
    for (const { type } of BRAND_SCOPED_TYPES) {
      const template = brandTemplates.find((candidate) => candidate.id === brandTemplateId(type));
      expect(template?.schemaType).toBe(type);
      const value =
        typeof template?.value === "function" ? await template.value({ brandId: "brand.sunsaver" }, {} as never) : null;
      expect(value).toEqual({ brand: { _type: "reference", _ref: "brand.sunsaver" } });
    }
  });

  it("are told apart from the plain templates, which the global new-document menu keeps", () => {
    expect(isBrandTemplate(brandTemplateId("footnote"))).toBe(true);
    expect(isBrandTemplate("footnote")).toBe(false);
  });
});
