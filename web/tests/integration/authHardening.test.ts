import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { PASSWORD, visitor } from "./support/accounts";
import { completeLead, newCustomer, post } from "./support/api";

const baseUrl = inject("baseUrl");
const serverLog = () => readFileSync(join(inject("dataRoot"), "server.log"), "utf8");
const unique = () => randomInt(1_000_000, 9_999_999);

/** A JSON call as a browser on this site makes it, from `address`. */
async function call(path: string, body: unknown, headers: Record<string, string> = visitor()) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** A complete lead with a name, e-mail and username nobody else in this run has. */
async function completedLead() {
  const n = unique();
  const { token } = await newCustomer(baseUrl);
  expect((await post(baseUrl, "/api/update_customer", completeLead(token, n))).status).toBe(200);
  return { token, email: `maria.lopez${n}@example.com`, username: `maria${n}` };
}

describe("the auth routes answer hostile and concurrent input with 4xx, and log no personal data (issue 57)", () => {
  it("six claims of one lead at once: one account, five 409s, and no name, e-mail or username in the log", async () => {
    const lead = await completedLead();
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call("/api/account/homeowner", { token: lead.token, username: `${lead.username}x${i}`, password: PASSWORD }),
      ),
    );
    const statuses = claims.map((claim) => claim.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = serverLog();
    for (const personal of [lead.email, lead.username, "Maria Lopez"]) expect(log).not.toContain(personal);
  });

  it("a NUL in a sign-in username is a 400 naming the field, never a 500, and is not logged", async () => {
    const username = `nul${unique()}\u0000admin`;
    const answer = await call("/api/auth/sign-in/username", { username, password: PASSWORD });
    expect(answer).toEqual({
      status: 400,
      body: { error: "Some fields are not valid.", fields: { username: "Text may not contain the NUL character." } },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(serverLog()).not.toContain(username.split("\u0000")[0]);
  });

  it("other hostile auth bodies are 4xx too: lone surrogates, reserved keys, deep nesting, text bodies", async () => {
    const bodies = [
      '{"username":"\\ud800x","password":"Sunny#Roof42"}',
      '{"__proto__":{"x":1},"username":"someone","password":"Sunny#Roof42"}',
      `{"username":${"[".repeat(40)}1${"]".repeat(40)},"password":"x"}`,
    ];
    for (const body of bodies) {
      const answer = await call("/api/auth/sign-in/username", body);
      expect(answer.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(answer.status, body.slice(0, 40)).toBeLessThan(500);
    }
    const text = await fetch(`${baseUrl}/api/auth/sign-in/username`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "text/plain", ...visitor() },
      body: JSON.stringify({ username: "someone", password: PASSWORD }),
    });
    expect(text.status).toBe(415);
  });

  it("whether a username is taken is not told without signing up", async () => {
    const answer = await call("/api/auth/is-username-available", { username: "someone" });
    expect(answer.status).toBe(404);
  });

  it("counts sign-in attempts per address across sign-in paths", async () => {
    const address = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push(
        (await call("/api/auth/sign-in/username", { username: "nobody", password: `Wrong#Pass${attempt}` }, address))
          .status,
      );
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    // The e-mail path is no second bucket of ten more guesses.
    const byEmail = await call(
      "/api/auth/sign-in/email",
      { email: "nobody@example.com", password: "Wrong#1a" },
      address,
    );
    expect([404, 429]).toContain(byEmail.status);
    expect(
      (await call("/api/auth/sign-in/username", { username: "nobody", password: "Wrong#Pass" }, address)).status,
    ).toBe(429);
  });
});
