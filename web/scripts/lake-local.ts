// npm run lake:local -- --port 3199 --dataset FILE [--dataset-name production] [--project-id ID] [--token T]
// Serves FILE (NDJSON, Sanity's export format) over the Content Lake's query HTTP API on
// 127.0.0.1, re-reading it when it changes. Point the site at it with
// SANITY_PROJECT_ID=<any id> SANITY_API_HOST=http://127.0.0.1:<port> (scripts/lake/queryServer.ts).
import { resolve } from "node:path";
import { findDatasetFile } from "../lib/content/embeddedDataset";
import { createLakeServer } from "./lake/queryServer";

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
// npm runs workspace scripts in web/: a relative FILE is relative to where the command was typed.
const typedIn = process.env.INIT_CWD ?? process.cwd();
const given = arg("dataset");
const datasetFile = given ? resolve(typedIn, given) : findDatasetFile();
const port = Number(arg("port") ?? 3199);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  throw new Error(`--port must be a port number, got ${arg("port")}`);

const server = createLakeServer({
  datasetFile,
  dataset: arg("dataset-name"),
  projectId: arg("project-id"),
  token: arg("token"),
});
server.listen(port, "127.0.0.1", () => {
  console.info(`[lake] serving ${datasetFile} on http://127.0.0.1:${port}`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
