import { defineCliConfig } from "sanity/cli";
import { dataset, projectId } from "./env";

export default defineCliConfig({
  api: { projectId, dataset },
  typegen: {
    path: ["../web/lib/**/*.{ts,tsx}", "../web/app/**/*.{ts,tsx}"],
    schema: "schema.json",
    generates: "../web/lib/content/sanity.types.ts",
  },
});
