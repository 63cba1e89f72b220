// `npm start`: install if needed, build the site with the embedded content, serve it on :3000.
import { execSync, spawn } from "node:child_process";
import { runOnNode22 } from "./node-runtime.mjs";

runOnNode22();

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };
execSync("node scripts/ensure-install.mjs", { stdio: "inherit", env });
execSync("npx turbo run build --filter=web --output-logs=errors-only", { stdio: "inherit", env });
const port = process.env.PORT ?? "3000";
const server = spawn(process.execPath, ["server.mjs"], { cwd: "web", stdio: "inherit", env: { ...env, PORT: port } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
