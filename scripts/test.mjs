// `npm test`: every check of the repo, ending with one line "N passed, N failed" for CI.
// Vitest tests count one each (from its JSON report); every other step counts as one check.
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { runOnNode22 } from "./node-runtime.mjs";

runOnNode22();

// Tests always use the embedded content, whatever the shell has set.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1", NO_COLOR: "1", SANITY_PROJECT_ID: "" };
execSync("node scripts/ensure-install.mjs", { stdio: "inherit", env });
mkdirSync(".reports", { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function step(name, command) {
  console.info(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`=== ${name}: ${status === 0 ? "ok" : "FAILED"} (${seconds} s)`);
  return status === 0;
}

function check(name, command) {
  if (step(name, command)) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

function vitest(name, command, report) {
  rmSync(report, { force: true });
  const ok = step(name, `${command} --reporter=default --reporter=json --outputFile.json=${report}`);
  if (!existsSync(report)) {
    failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  const result = JSON.parse(readFileSync(report, "utf8"));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  if (!ok && result.numFailedTests === 0) {
    failed += 1;
    failures.push(`${name} (suite error)`);
  }
  for (const file of result.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") failures.push(`${name}: ${test.fullName}`);
    }
  }
}

check("format and lint", "npx biome ci --colors=off .");
check("sanity typegen", "npx turbo run typegen --output-logs=errors-only");
check("typecheck", "npx turbo run typecheck --output-logs=errors-only");
check("sanity schemas validate", "npm --workspace studio run schemas:validate");
check("next build", "npx turbo run build --filter=web --output-logs=errors-only");
// Units, components and integration tests on the embedded database (PGlite).
vitest("vitest", "npx vitest run", ".reports/vitest.json");
// The integration tests again on a Postgres server (.ci/run starts one and sets TEST_DATABASE_URL).
// The cluster test is not repeated: it starts its own Postgres, whatever the leg.
if (process.env.TEST_DATABASE_URL) {
  vitest(
    "integration on Postgres",
    "npx vitest run --project integration --exclude '**/cluster.test.ts'",
    ".reports/vitest-postgres.json",
  );
} else {
  console.info("\n=== integration on Postgres: not run (set TEST_DATABASE_URL, as .ci/run does)");
}
// End to end in Debian's Chromium against the production build (.ci/run installs chromium).
playwright();
check("sanity build", "npm --workspace studio run build");

function playwright() {
  const report = ".reports/playwright.json";
  rmSync(report, { force: true });
  const ok = step("playwright", "node scripts/ensure-chromium.mjs && npm --workspace web exec -- playwright test");
  if (!existsSync(report)) {
    failed += 1;
    failures.push("playwright (no report)");
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(report, "utf8"));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  if (!ok && stats.unexpected === 0) {
    failed += 1;
    failures.push("playwright (run error)");
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) failures.push(`playwright: ${spec.title}`);
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of suites ?? []) walk(suite);
}

if (failures.length) console.info(`\nFailed:\n- ${failures.join("\n- ")}`);
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
