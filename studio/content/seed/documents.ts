import { brands } from "./brands";
import { competitors } from "./competitors";
import { contentPages } from "./contentPages";
import { drafts } from "./drafts";
import { experiments } from "./experiments";
import { flows } from "./flows";
import { footers, footnotes } from "./footers";
import { landingPages } from "./landingPages";
import { legalPages } from "./legal";
import type { Doc } from "./lib";
import { offerCompetitors } from "./offerCompetitors";
import { siteSettings } from "./siteSettings";
import { steps } from "./steps";

/** Every document of the embedded dataset, sorted by id so the NDJSON diffs cleanly. */
export const documents: Doc[] = [
  siteSettings,
  ...brands,
  ...flows,
  ...steps,
  ...footnotes,
  ...footers,
  ...competitors,
  ...offerCompetitors,
  ...legalPages,
  ...contentPages,
  ...landingPages,
  ...experiments,
  ...drafts,
].sort((a, b) => a._id.localeCompare(b._id));

export const toNdjson = (docs: Doc[]) => `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`;
