import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Starts the production build (`next start`) on a spare port for the integration tests.
 * The test command runs `next build` first.
 */
const web = join(import.meta.dirname, "..", "..");
const port = Number(process.env.INTEGRATION_PORT ?? 3101);
let server: ChildProcess | undefined;

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`next start exited with ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next start did not answer on ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(web, ".next", "BUILD_ID"))) {
    throw new Error("No production build in web/.next: run `npx turbo run build --filter=web` (npm test does).");
  }
  server = spawn(
    process.execPath,
    [join(web, "..", "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port)],
    {
      cwd: web,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SANITY_PROJECT_ID: "" },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  await waitForServer(`http://127.0.0.1:${port}/`, 60_000);
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  return async () => {
    server?.kill("SIGTERM");
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
