// The project runs on Node 22 LTS (22.12 or later: Sanity's packages need it; Node 20 reached its
// end of life on 2026-04-30). On a machine with an older Node, `npm start` and `npm test` fetch
// Node 22 from the npm registry (the `node-<platform>-<arch>` package: the official binary, and
// the registry is the one network these machines reach) into ~/.cache and run themselves again
// with it first on PATH, so every tool they start (next, vitest, playwright, sanity) runs on it.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const NODE_VERSION = "22.23.3";
const MINIMUM = [22, 12];

const satisfies = (version) => {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
};

/** The path of a Node binary of at least 22.12: this one, or one fetched once into the cache. */
function node22() {
  if (satisfies(process.versions.node)) return process.execPath;
  const dir = join(
    process.env.XDG_CACHE_HOME || join(homedir(), ".cache"),
    "homefront",
    `node-${NODE_VERSION}-${process.platform}-${process.arch}`,
  );
  const binary = join(dir, "package", "bin", process.platform === "win32" ? "node.exe" : "node");
  if (!existsSync(binary)) {
    console.error(
      `Node ${process.versions.node} is older than 22.12: fetching Node ${NODE_VERSION} from the npm registry…`,
    );
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const spec = `node-${process.platform}-${process.arch}@${NODE_VERSION}`;
    execFileSync("npm", ["pack", spec, "--pack-destination", dir, "--silent"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    const tarball = readdirSync(dir).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new Error(`npm pack ${spec} wrote no tarball`);
    execFileSync("tar", ["-xzf", join(dir, tarball), "-C", dir]);
    rmSync(join(dir, tarball));
  }
  return binary;
}

/**
 * Runs the current script again under Node 22 when this Node is older; returns only when this
 * Node is new enough. The child's exit code becomes this process's.
 */
export function runOnNode22() {
  if (satisfies(process.versions.node)) return;
  const binary = node22();
  const env = { ...process.env, PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ""}` };
  const { status, signal } = spawnSync(binary, process.argv.slice(1), { stdio: "inherit", env });
  process.exit(signal ? 1 : (status ?? 1));
}

// `node scripts/node-runtime.mjs`: prints the directory of a Node 22 binary (for .ci/run's PATH).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.info(dirname(node22()));
