import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env/parse.mjs";
import { DEFAULT_API_KEY, DEFAULT_CLIENT_APP, readBackendConfig } from "@/lib/server/http/config";
import { API_KEY, CLIENT_APP, REFERRALS_TOKEN } from "./base";

describe("browser client defaults", () => {
  it("match what the backend accepts by default", () => {
    expect(API_KEY).toBe(DEFAULT_API_KEY);
    expect(CLIENT_APP).toBe(DEFAULT_CLIENT_APP);
    expect(REFERRALS_TOKEN).toBe(readBackendConfig(parseEnv({})).referralsBearerToken);
  });
});
