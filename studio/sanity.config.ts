import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { brandTemplates, isBrandTemplate } from "./brandTemplates";
import { dataset, projectId } from "./env";
import { homefrontPresentation } from "./presentation/presentationTool";
import { schemaTypes } from "./schemas";
import { structure } from "./structure";

const singletonTypes = new Set(["siteSettings"]);

export default defineConfig({
  name: "homefront",
  title: "Homefront",
  projectId,
  dataset,
  plugins: [structureTool({ structure }), homefrontPresentation(), visionTool({ defaultApiVersion: "2025-02-19" })],
  schema: {
    types: schemaTypes,
    // Site settings is one document: it cannot be created again from the "new document" menu.
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
      ...brandTemplates,
    ],
  },
  document: {
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === "global" ? options.filter(({ templateId }) => !isBrandTemplate(templateId)) : options,
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action && ["publish", "discardChanges", "restore"].includes(action))
        : actions,
  },
});
