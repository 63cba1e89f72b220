// npm run leads:export [-- --out leads.csv]: complete leads with consent evidence as CSV.
// With the embedded database, stop the site first (one process at a time); with DATABASE_URL
// it runs beside the site.
import { createWriteStream } from "node:fs";
import { openDatabase } from "../lib/server/db";
import { exportCompleteLeads } from "../lib/server/leads/export";

const outIndex = process.argv.indexOf("--out");
const outPath = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
const out = outPath ? createWriteStream(outPath) : process.stdout;

const handle = await openDatabase();
let count = -1;
try {
  for await (const line of exportCompleteLeads(handle.db)) {
    out.write(`${line}\n`);
    count += 1;
  }
} finally {
  await handle.close();
}
if (outPath) {
  out.end();
  console.error(`Wrote ${count} complete leads to ${outPath}`);
}
