// Installs npm packages when node_modules is missing or older than the lockfile, so the README's
// commands work on a fresh clone. `npm install` follows the lockfile (npm ci fails with a lockfile
// made on this platform: the registry lacks other platforms' SWC packages).
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const stamp = "node_modules/.package-lock.json";
const stale = !existsSync(stamp) || statSync("package-lock.json").mtimeMs > statSync(stamp).mtimeMs;
if (stale) {
  console.info("Installing npm packages…");
  execSync("npm install --no-audit --no-fund", { stdio: "inherit" });
}
