import { writeFileSync } from "node:fs";
import { documents, toNdjson } from "./_tmpdocs";
writeFileSync("/tmp/production.ndjson", toNdjson(documents));
console.info(documents.length);
