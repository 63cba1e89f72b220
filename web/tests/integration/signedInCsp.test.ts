import { describe, expect, inject, it } from "vitest";
import { get } from "./support/request";

const baseUrl = inject("baseUrl");
const host = "sunsaverprogram.com";

const scriptSrc = (policy: string | string[] | undefined) =>
  String(policy)
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src")) ?? "";

describe("the signed-in pages run scripts by a nonce (issue 57: script-src 'unsafe-inline' on pages rendered per request)", () => {
  it("marks every script of a signed-in page with the answer's own nonce, and allows no other inline script", async () => {
    const nonces = [];
    for (const path of ["/sign-in", "/es/sign-in", "/reset-password"]) {
      const page = await get(baseUrl, path, host);
      expect(page.status, path).toBe(200);
      const policy = scriptSrc(page.headers["content-security-policy"]);
      expect(policy, path).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(policy).toContain("'strict-dynamic'");
      const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("leaves the public pages static, with the policy they had", async () => {
    const page = await get(baseUrl, "/legal/privacy-policy", host);
    const policy = scriptSrc(page.headers["content-security-policy"]);
    expect(policy).toContain("'unsafe-inline'");
    expect(policy).not.toContain("'nonce-");
  });
});
