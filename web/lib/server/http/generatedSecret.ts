import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { type SiteEnv, serverEnv } from "@/lib/env/parse.mjs";
import { log } from "@/lib/server/log";

type Env = Pick<SiteEnv, "PGLITE_DATA_DIR" | "SECRETS_DIR" | "XDG_CONFIG_HOME" | "HOME">;

/** The embedded database's folder (lib/server/db): what the secrets are kept apart from. */
const dataDirOf = (env: Env) =>
  resolve(/*turbopackIgnore: true*/ env.PGLITE_DATA_DIR || join(process.cwd(), ".data", "pglite"));

/**
 * Where generated secrets live: SECRETS_DIR, else a folder of the user's configuration named after
 * the database it serves (`~/.config/homefront/<hash of its path>`). Never inside or beside the
 * database's folder (issue 57): a copy or backup of the data must not carry the key that opens its
 * sensitive answers.
 */
export function secretsDir(env: Env = serverEnv()): string {
  if (env.SECRETS_DIR) return resolve(/*turbopackIgnore: true*/ env.SECRETS_DIR);
  const config = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), ".config");
  const database = createHash("sha256").update(dataDirOf(env)).digest("hex").slice(0, 16);
  return join(/*turbopackIgnore: true*/ config, "homefront", database);
}

/**
 * The file of a site started before secrets moved out of the data's folder: `secrets.json` beside
 * the database folder. Moved once to secretsDir, so an existing install keeps its keys.
 */
function moveOldSecrets(env: Env, file: string) {
  if (env.SECRETS_DIR || existsSync(file)) return;
  const old = join(/*turbopackIgnore: true*/ dirname(dataDirOf(env)), "secrets.json");
  if (!existsSync(old)) return;
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, readFileSync(old), { mode: 0o600 });
  rmSync(old);
  log.info(`[config] moved the generated secrets out of the data folder, to ${file}`);
}

/**
 * A secret the site needs but nobody configured, in production: generated on first start and
 * kept in `<secretsDir>/secrets.json` (mode 600), so it survives restarts and is never a value
 * written in this repository. The operator reads it there, or sets the environment variable.
 */
export function generatedSecret(name: string, env: Env = serverEnv()): string {
  const file = join(/*turbopackIgnore: true*/ secretsDir(env), "secrets.json");
  moveOldSecrets(env, file);
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
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify({ ...secrets, [name]: secret }, null, 2)}\n`, { mode: 0o600 });
  log.info(`[config] generated the ${name} secret in ${file} (set it in the environment to choose your own)`);
  return secret;
}
