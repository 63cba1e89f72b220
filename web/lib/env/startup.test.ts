import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const web = join(import.meta.dirname, "..", "..");

/** `node server.mjs` as `npm start` runs it (NODE_ENV unset), with `env`: its exit code and errors. */
function start(env: Record<string, string>) {
  const { NODE_ENV: _testRunners, ...inherited } = process.env;
  const { status, stderr } = spawnSync(process.execPath, ["server.mjs"], {
    cwd: web,
    env: { ...inherited, ...env } as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status, stderr };
}

describe("the production server's start", () => {
  it("stops before listening, with one line naming each malformed variable", () => {
    const { status, stderr } = start({ PORT: "http", TWILIO_FROM: "0800 SUNNY", DATABASE_URL: "" });
    expect(status).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      '[config] PORT must be a whole number from 0 to 65535, got "http"',
      '[config] TWILIO_FROM must be an E.164 number such as +14805550100, got "0800 SUNNY"',
    ]);
  });

  it("stops when production lacks a secret it needs", () => {
    const { status, stderr } = start({ DATABASE_URL: "postgres://db.internal/leads", ANSWERS_ENCRYPTION_KEY: "" });
    expect(status).toBe(1);
    expect(stderr).toContain(
      "[config] ANSWERS_ENCRYPTION_KEY is required with DATABASE_URL in production: every server on the database needs the same key",
    );
  });
});
