import type { StructureBuilder, StructureResolver } from "sanity/structure";
import { type BrandScopedType, brandTemplateId } from "./brandTemplates";
import { stepInputTypes } from "./schemas/steps";

/** A brand's documents of one type; "new" there starts one with the brand filled in. */
const ofBrand = (S: StructureBuilder, type: BrandScopedType, title: string, brandId: string) =>
  S.listItem()
    .title(title)
    .schemaType(type)
    .child(
      S.documentList()
        .title(title)
        .schemaType(type)
        .filter("_type == $type && brand._ref == $brandId")
        .params({ type, brandId })
        .initialValueTemplates([S.initialValueTemplateItem(brandTemplateId(type), { brandId })]),
    );

/** The 80 questions, all, by questionnaire (in the flow's order of paths), or by kind of answer. */
const steps = (S: StructureBuilder) =>
  S.listItem()
    .title("Steps")
    .schemaType("step")
    .child(
      S.list()
        .title("Steps")
        .items([
          S.listItem().title("All steps").schemaType("step").child(S.documentTypeList("step").title("All steps")),
          S.listItem()
            .title("By flow")
            .schemaType("flow")
            .child(
              S.documentTypeList("flow")
                .title("Steps by flow")
                .child((flowId) =>
                  S.documentList()
                    .title("Steps of this flow")
                    .schemaType("step")
                    .filter('_type == "step" && _id in *[_type == "flow" && _id == $flowId][0].steps[].step._ref')
                    .params({ flowId }),
                ),
            ),
          S.listItem()
            .title("By kind of answer")
            .child(
              S.list()
                .title("Steps by kind of answer")
                .items(
                  stepInputTypes.map((input) =>
                    S.listItem()
                      .id(input.name)
                      .title(input.title ?? input.name)
                      .child(
                        S.documentList()
                          .title(input.title ?? input.name)
                          .schemaType("step")
                          .filter('_type == "step" && input[0]._type == $kind')
                          .params({ kind: input.name }),
                      ),
                  ),
                ),
            ),
        ]),
    );

/**
 * Content grouped by brand first (what marketers and legal look for), then the shared
 * building blocks. Site settings is a single document with a fixed id.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      S.listItem()
        .title("Brands")
        .child(
          S.documentTypeList("brand")
            .title("Brands")
            .child((brandId) =>
              S.list()
                .title("Brand")
                .items([
                  S.listItem().title("Brand details").child(S.document().schemaType("brand").documentId(brandId)),
                  ofBrand(S, "footer", "Footer", brandId),
                  ofBrand(S, "footnote", "Footnotes", brandId),
                  ofBrand(S, "legalPage", "Legal pages of this brand", brandId),
                  ofBrand(S, "contentPage", "Content pages of this brand", brandId),
                ]),
            ),
        ),
      S.divider(),
      S.documentTypeListItem("flow").title("Flows"),
      steps(S),
      S.documentTypeListItem("competitorListing").title("Competitor listings"),
      S.documentTypeListItem("experiment").title("Experiments"),
      S.divider(),
      S.listItem()
        .title("Legal pages for every brand")
        .child(S.documentList().title("Legal pages for every brand").filter('_type == "legalPage" && !defined(brand)')),
      S.listItem()
        .title("Content pages")
        .child(
          S.list()
            .title("Content pages")
            .items([
              S.listItem()
                .title("Navigation")
                .child(
                  S.documentList()
                    .title("Navigation pages")
                    .filter('_type == "contentPage" && section == "navigation"'),
                ),
              S.listItem()
                .title("Sales training")
                .child(
                  S.documentList()
                    .title("Sales training")
                    .filter('_type == "contentPage" && section == "salesTraining"'),
                ),
            ]),
        ),
      S.divider(),
      // Shown with its preview: the TCPA consent version in force and the day it took effect.
      S.documentListItem().schemaType("siteSettings").id("siteSettings").title("Site settings"),
    ]);
