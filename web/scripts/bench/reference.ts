// The bare Next.js references of the benches: web/scripts/bench/reference/app (a heading and two
// buttons, no app code; the page bench) and web/scripts/bench/leads-reference (the lead bench),
// each copied to <repo>/.reports/<name> (git-ignored) and built there with
// the workspace's own next, react and react-dom. It is built outside web/ on purpose: a Next project
// nested in web/ picks up web/instrumentation.ts. The build is reused while the sources, the
// versions and Node stay the same (a stamp file); `--rebuild-reference` forces it.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { repoDir, webDir } from "./support";

/** A reference app: its sources, where it is built, and what its next.config adds. */
export type ReferenceApp = { sourceDir: string; buildDir: string; config?: Record<string, unknown> };

/** The page bench's: a heading and two buttons. */
export const PAGE_REFERENCE: ReferenceApp = {
  sourceDir: join(import.meta.dirname, "reference"),
  buildDir: join(repoDir, ".reports", "bench-reference"),
};
/** The lead bench's: route handlers running the site's SQL for each request in one transaction. */
export const LEADS_REFERENCE: ReferenceApp = {
  sourceDir: join(import.meta.dirname, "leads-reference"),
  buildDir: join(repoDir, ".reports", "bench-leads-reference"),
  config: { serverExternalPackages: ["pg"] },
};

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

function nextConfig(app: ReferenceApp) {
  // Like web/next.config.ts in what matters to a bare page; the workspace root so that Turbopack
  // resolves next and react from the workspace's node_modules.
  return [
    "// Written by web/scripts/bench/reference.ts; do not edit (the bench rewrites it).",
    "export default {",
    "  poweredByHeader: false,",
    "  reactStrictMode: true,",
    `  turbopack: { root: ${JSON.stringify(repoDir)} },`,
    `  outputFileTracingRoot: ${JSON.stringify(repoDir)},`,
    ...Object.entries(app.config ?? {}).map(([key, value]) => `  ${key}: ${JSON.stringify(value)},`),
    "};",
    "",
  ].join("\n");
}

function stamp(app: ReferenceApp) {
  const hash = createHash("sha256");
  for (const file of sourceFiles(app.sourceDir)) {
    hash.update(relative(app.sourceDir, file));
    hash.update(readFileSync(file));
  }
  hash.update(nextConfig(app));
  hash.update(JSON.stringify(referenceVersions()));
  hash.update(process.version);
  return hash.digest("hex");
}

/** Builds the reference unless an identical build exists; returns its directory and build seconds (0 = reused). */
export function ensureReferenceBuild(
  force: boolean,
  app: ReferenceApp = PAGE_REFERENCE,
): { dir: string; buildSeconds: number } {
  const wanted = stamp(app);
  const stampFile = join(app.buildDir, ".bench-stamp");
  const built = existsSync(join(app.buildDir, ".next", "BUILD_ID")) && existsSync(stampFile);
  if (!force && built && readFileSync(stampFile, "utf8").trim() === wanted)
    return { dir: app.buildDir, buildSeconds: 0 };

  rmSync(app.buildDir, { recursive: true, force: true });
  mkdirSync(app.buildDir, { recursive: true });
  cpSync(app.sourceDir, app.buildDir, { recursive: true });
  writeFileSync(join(app.buildDir, "next.config.mjs"), nextConfig(app));
  const started = Date.now();
  try {
    execFileSync(process.execPath, [nextBin(), "build"], {
      cwd: app.buildDir,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    throw new Error(`the reference build failed:\n${`${output.stdout ?? ""}${output.stderr ?? ""}`.slice(-3000)}`);
  }
  writeFileSync(stampFile, `${wanted}\n`);
  return { dir: app.buildDir, buildSeconds: (Date.now() - started) / 1000 };
}
