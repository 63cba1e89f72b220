/**
 * Writes the embedded dataset (studio/content/production.ndjson and images/) from the seed
 * modules. Run with `npm run content:seed`; the seed test fails when the committed files are out
 * of date with the seed. Refuses to write a dataset in which two documents share an `_id`.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { answerKeyProblems, duplicateIds } from "./checks";
import { documents, toNdjson } from "./documents";
import { images } from "./images";

const contentDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const imagesDir = join(contentDir, "images");

const duplicates = duplicateIds(documents);
if (duplicates.length > 0) {
  console.error(`Nothing written: every document needs its own _id.\n${duplicates.join("\n")}`);
  process.exit(1);
}
const reserved = answerKeyProblems(documents);
if (reserved.length > 0) {
  console.error(`Nothing written: an answer key names a field of the save request.\n${reserved.join("\n")}`);
  process.exit(1);
}

rmSync(imagesDir, { recursive: true, force: true });
mkdirSync(imagesDir, { recursive: true });
for (const [file, svg] of Object.entries(images)) writeFileSync(join(imagesDir, file), svg);
writeFileSync(join(contentDir, "production.ndjson"), toNdjson(documents));
console.info(`Wrote ${documents.length} documents and ${Object.keys(images).length} images to ${contentDir}`);
