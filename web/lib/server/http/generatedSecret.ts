import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { log } from "@/lib/server/log";

/**
 * A secret the site needs but nobody configured, in production: generated on first start and
 * kept in `<data dir>/secrets.json` (mode 600), so it survives restarts and is never a value
 * written in this repository. The operator reads it there, or sets the environment variable.
 */
export function generatedSecret(name: string, env: Record<string, string | undefined> = process.env): string {
  const dataDir = resolve(
    /*turbopackIgnore: true*/ env.SECRETS_DIR ||
      (env.PGLITE_DATA_DIR ? dirname(env.PGLITE_DATA_DIR) : join(process.cwd(), ".data")),
  );
  const file = join(/*turbopackIgnore: true*/ dataDir, "secrets.json");
  let secrets: Record<string, string> = {};
  if (existsSync(file)) {
    try {
      secrets = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    } catch {
      throw new Error(`${file} is not valid JSON: fix or remove it (its secrets are generated again)`);
    }
  }
  const existing = secrets[name];
  if (typeof existing === "string" && existing.length >= 32) return existing;
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...secrets, [name]: secret }, null, 2)}\n`, { mode: 0o600 });
  log.info(`[config] generated the ${name} secret in ${file} (set it in the environment to choose your own)`);
  return secret;
}
