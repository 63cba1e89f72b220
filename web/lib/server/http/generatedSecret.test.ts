import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/lib/env/parse.mjs";
import { readBackendConfig } from "./config";
import { generatedSecret, secretsDir } from "./generatedSecret";

const root = mkdtempSync(join(tmpdir(), "homefront-secrets-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("generatedSecret", () => {
  it("generates a long random secret once, keeps it in secrets.json (owner-only), and returns it again", () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const env = { SECRETS_DIR: join(root, "a") };
    const first = generatedSecret("referrals_bearer_token", env);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generatedSecret("referrals_bearer_token", env)).toBe(first);
    expect(generatedSecret("other", env)).not.toBe(first);
    const file = join(root, "a", "secrets.json");
    expect(JSON.parse(readFileSync(file, "utf8")).referrals_bearer_token).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(generatedSecret("referrals_bearer_token", { SECRETS_DIR: join(root, "b") })).not.toBe(first);
  });

  it("is what production uses for the referrals token when none is set; never the public development token", () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const production = readBackendConfig(parseEnv({ NODE_ENV: "production", SECRETS_DIR: join(root, "c") }));
    expect(production.referralsBearerToken).not.toBe("homefront-referrals-dev-token");
    expect(production.referralsBearerToken).toHaveLength(43);
    expect(
      readBackendConfig(parseEnv({ NODE_ENV: "production", REFERRALS_BEARER_TOKEN: "chosen" })).referralsBearerToken,
    ).toBe("chosen");
    expect(readBackendConfig(parseEnv({})).referralsBearerToken).toBe("homefront-referrals-dev-token");
  });

  it("keeps the generated key out of the data's folder: a copy of the data does not carry it (issue 57)", () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const data = join(root, "site", ".data");
    const env = { PGLITE_DATA_DIR: join(data, "pglite"), XDG_CONFIG_HOME: join(root, "config") };
    const key = generatedSecret("answers_encryption_key", env);
    expect(existsSync(data) ? readdirSync(data, { recursive: true }) : []).toEqual([]);
    const file = join(secretsDir(env), "secrets.json");
    expect(file.startsWith(join(root, "config", "homefront"))).toBe(true);
    expect(JSON.parse(readFileSync(file, "utf8")).answers_encryption_key).toBe(key);
    // Another database gets keys of its own.
    expect(secretsDir({ ...env, PGLITE_DATA_DIR: join(root, "other", "pglite") })).not.toBe(secretsDir(env));
  });

  it("moves a key file kept beside the data by an earlier version, keeping its keys", () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const data = join(root, "older", ".data");
    mkdirSync(data, { recursive: true });
    writeFileSync(join(data, "secrets.json"), JSON.stringify({ answers_encryption_key: "k".repeat(43) }));
    const env = { PGLITE_DATA_DIR: join(data, "pglite"), XDG_CONFIG_HOME: join(root, "config-older") };
    expect(generatedSecret("answers_encryption_key", env)).toBe("k".repeat(43));
    expect(existsSync(join(data, "secrets.json"))).toBe(false);
  });
});
