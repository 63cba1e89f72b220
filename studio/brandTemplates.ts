import type { Template } from "sanity";

/** The document types that belong to one brand (or, for pages, optionally to every brand). */
export const BRAND_SCOPED_TYPES = [
  { type: "footer", title: "Footer" },
  { type: "footnote", title: "Footnote" },
  { type: "legalPage", title: "Legal page" },
  { type: "contentPage", title: "Content page" },
] as const;

export type BrandScopedType = (typeof BRAND_SCOPED_TYPES)[number]["type"];

export const brandTemplateId = (type: BrandScopedType) => `${type}-of-brand`;

/**
 * "New …" from inside a brand in the Studio's structure: the document starts with that brand
 * filled in, so a footnote or page created there belongs where it was created.
 */
export const brandTemplates: Template[] = BRAND_SCOPED_TYPES.map(({ type, title }) => ({
  id: brandTemplateId(type),
  title: `${title} of this brand`,
  schemaType: type,
  parameters: [{ name: "brandId", type: "string" }],
  value: ({ brandId }: { brandId: string }) => ({ brand: { _type: "reference", _ref: brandId } }),
}));

/** Brand templates need a brand: offered inside a brand's lists, never from the global "new" menu. */
export const isBrandTemplate = (templateId: string) => templateId.endsWith("-of-brand");
