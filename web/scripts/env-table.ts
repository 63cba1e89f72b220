/**
 * npm run env:table: writes the README's environment table from the schema
 * (lib/env/schema.mjs), between its markers. lib/env/table.test.ts fails until it is run after a
 * change to the schema.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { environmentTable, withTable } from "../lib/env/table";

const readme = join(import.meta.dirname, "..", "..", "README.md");
const before = readFileSync(readme, "utf8");
const after = withTable(before, environmentTable());
if (after === before) console.info("README.md: the environment table is up to date");
else {
  writeFileSync(readme, after);
  console.info("README.md: environment table written");
}
