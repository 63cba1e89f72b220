// The bare Next.js reference of the page bench: web/scripts/bench/reference/app (a heading and two
// buttons, no app code) copied to <repo>/.reports/bench-reference (git-ignored) and built there with
// the workspace's own next, react and react-dom. It is built outside web/ on purpose: a Next project
// nested in web/ picks up web/instrumentation.ts. The build is reused while the sources, the
// versions and Node stay the same (a stamp file); `--rebuild-reference` forces it.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { repoDir, webDir } from "./support";

const SOURCE_DIR = join(import.meta.dirname, "reference");
const REFERENCE_BUILD_DIR = join(repoDir, ".reports", "bench-reference");
const STAMP = join(REFERENCE_BUILD_DIR, ".bench-stamp");

const requireFromWeb = createRequire(join(webDir, "package.json"));

/** Version and location of a package as web/ resolves it. */
function resolved(name: string) {
  const manifest = requireFromWeb.resolve(`${name}/package.json`);
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  return { version, dir: dirname(manifest) };
}

export const nextBin = () => join(resolved("next").dir, "dist", "bin", "next");

export function referenceVersions() {
  return { next: resolved("next").version, react: resolved("react").version, reactDom: resolved("react-dom").version };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

function nextConfig() {
  // Like web/next.config.ts in what matters to a bare page; the workspace root so that Turbopack
  // resolves next and react from the workspace's node_modules.
  return [
    "// Written by web/scripts/bench/reference.ts; do not edit (the bench rewrites it).",
    "export default {",
    "  poweredByHeader: false,",
    "  reactStrictMode: true,",
    `  turbopack: { root: ${JSON.stringify(repoDir)} },`,
    `  outputFileTracingRoot: ${JSON.stringify(repoDir)},`,
    "};",
    "",
  ].join("\n");
}

function stamp() {
  const hash = createHash("sha256");
  for (const file of sourceFiles(SOURCE_DIR)) {
    hash.update(relative(SOURCE_DIR, file));
    hash.update(readFileSync(file));
  }
  hash.update(nextConfig());
  hash.update(JSON.stringify(referenceVersions()));
  hash.update(process.version);
  return hash.digest("hex");
}

/** Builds the reference unless an identical build exists; returns its directory and build seconds (0 = reused). */
export function ensureReferenceBuild(force: boolean): { dir: string; buildSeconds: number } {
  const wanted = stamp();
  const built = existsSync(join(REFERENCE_BUILD_DIR, ".next", "BUILD_ID")) && existsSync(STAMP);
  if (!force && built && readFileSync(STAMP, "utf8").trim() === wanted)
    return { dir: REFERENCE_BUILD_DIR, buildSeconds: 0 };

  rmSync(REFERENCE_BUILD_DIR, { recursive: true, force: true });
  mkdirSync(REFERENCE_BUILD_DIR, { recursive: true });
  cpSync(SOURCE_DIR, REFERENCE_BUILD_DIR, { recursive: true });
  writeFileSync(join(REFERENCE_BUILD_DIR, "next.config.mjs"), nextConfig());
  const started = Date.now();
  try {
    execFileSync(process.execPath, [nextBin(), "build"], {
      cwd: REFERENCE_BUILD_DIR,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    throw new Error(`the reference build failed:\n${`${output.stdout ?? ""}${output.stderr ?? ""}`.slice(-3000)}`);
  }
  writeFileSync(STAMP, `${wanted}\n`);
  return { dir: REFERENCE_BUILD_DIR, buildSeconds: (Date.now() - started) / 1000 };
}
