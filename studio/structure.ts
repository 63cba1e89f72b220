import type { StructureResolver } from "sanity/structure";

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
                  S.listItem()
                    .title("Footer")
                    .child(
                      S.documentList()
                        .title("Footer")
                        .filter('_type == "footer" && brand._ref == $brandId')
                        .params({ brandId }),
                    ),
                  S.listItem()
                    .title("Footnotes")
                    .child(
                      S.documentList()
                        .title("Footnotes")
                        .filter('_type == "footnote" && brand._ref == $brandId')
                        .params({ brandId })
                        .initialValueTemplates([]),
                    ),
                  S.listItem()
                    .title("Legal pages of this brand")
                    .child(
                      S.documentList()
                        .title("Legal pages")
                        .filter('_type == "legalPage" && brand._ref == $brandId')
                        .params({ brandId }),
                    ),
                  S.listItem()
                    .title("Content pages of this brand")
                    .child(
                      S.documentList()
                        .title("Content pages")
                        .filter('_type == "contentPage" && brand._ref == $brandId')
                        .params({ brandId }),
                    ),
                ]),
            ),
        ),
      S.divider(),
      S.documentTypeListItem("flow").title("Flows"),
      S.documentTypeListItem("step").title("Steps"),
      S.documentTypeListItem("competitorListing").title("Competitor listings"),
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
      S.listItem().title("Site settings").child(S.document().schemaType("siteSettings").documentId("siteSettings")),
    ]);
