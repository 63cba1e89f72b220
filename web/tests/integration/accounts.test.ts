import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { PROJECT_STAGES } from "@/lib/projectStages";
import {
  PASSWORD_DIGIT,
  PASSWORD_MIN,
  PASSWORD_SPECIAL,
  USERNAME_CHARACTERS,
  USERNAME_MIN,
} from "@/lib/validation/messages";
import { verifiedPartner } from "./support/accounts";
import { completeLead, newCustomer, post } from "./support/api";
import { get as getWithHost } from "./support/request";

const baseUrl = inject("baseUrl");
const ADMIN = { authorization: "Bearer integration-admin-token" };
const PASSWORD = "Sunny#Roof42";

/** Every test its own visitor address: sign-in attempts are counted per address. */
const visitor = () => ({ "x-forwarded-for": `68.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}` });
const unique = () => randomInt(1_000_000, 9_999_999);

/** A call as a browser on this site makes it: its cookie, its own Origin. */
async function call(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      origin: baseUrl,
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const setCookies = response.headers.getSetCookie();
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
    setCookies,
    cookie: setCookies.map((line) => line.split(";")[0]).join("; "),
  };
}

async function completedLead() {
  const n = unique();
  const { token } = await newCustomer(baseUrl);
  const saved = await post(baseUrl, "/api/update_customer", completeLead(token, n));
  expect(saved.status).toBe(200);
  return { token, email: `maria.lopez${n}@example.com` };
}

async function homeowner() {
  const lead = await completedLead();
  const username = `maria${unique()}`;
  const made = await call("/api/account/homeowner", {
    body: { token: lead.token, username, password: PASSWORD },
    headers: visitor(),
  });
  expect(made.status).toBe(201);
  return { ...lead, username, cookie: made.cookie, setCookies: made.setCookies };
}

async function staff() {
  const username = `staff${unique()}`;
  const made = await call("/api/admin/staff", {
    body: { name: "Dana Staff", email: `${username}@homefront.example.com`, username, password: PASSWORD },
    headers: { ...ADMIN, ...visitor() },
  });
  expect(made.status).toBe(201);
  return { username, cookie: made.cookie };
}

describe("accounts (issue 10)", () => {
  it("a homeowner claims their lead from its token: a secure, http-only session and their project at its first stage", async () => {
    const owner = await homeowner();
    const session = owner.setCookies.find((line) => line.includes("session_token"));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/Secure/i);
    expect(session).toMatch(/SameSite=Lax/i);
    const project = await call("/api/account/project", { cookie: owner.cookie });
    expect(project).toMatchObject({
      status: 200,
      body: { projects: [{ token: owner.token, stage: "Data Collection", history: [] }] },
    });
    const me = await call("/api/account/me", { cookie: owner.cookie });
    expect(me.body).toEqual({
      user: {
        id: expect.any(String),
        name: expect.stringMatching(/^Maria Lopez/),
        username: owner.username,
        role: "homeowner",
      },
    });
  });

  it("checks spec 5's username and password rules with their messages, and makes no account", async () => {
    const lead = await completedLead();
    const bad = await call("/api/account/homeowner", {
      body: { token: lead.token, username: "a b", password: "short" },
      headers: visitor(),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ username: USERNAME_MIN, password: PASSWORD_MIN });
    const characters = await call("/api/account/homeowner", {
      body: { token: lead.token, username: "maria=lopez", password: "Longenough1" },
      headers: visitor(),
    });
    expect(characters.body.fields).toEqual({ username: USERNAME_CHARACTERS, password: PASSWORD_SPECIAL });
    const digit = await call("/api/account/homeowner", {
      body: { token: lead.token, username: "marialopez", password: "Longenough#" },
      headers: visitor(),
    });
    expect(digit.body.fields).toEqual({ password: PASSWORD_DIGIT });
    // Nothing was made: the right answer now succeeds.
    const made = await call("/api/account/homeowner", {
      body: { token: lead.token, username: `maria${unique()}`, password: PASSWORD },
      headers: visitor(),
    });
    expect(made.status).toBe(201);
  });

  it("claims a lead once, and only a complete one", async () => {
    const owner = await homeowner();
    const again = await call("/api/account/homeowner", {
      body: { token: owner.token, username: `other${unique()}`, password: PASSWORD },
      headers: visitor(),
    });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ token: "This project already has an account: sign in instead." });
    const { token } = await newCustomer(baseUrl);
    const early = await call("/api/account/homeowner", {
      body: { token, username: `early${unique()}`, password: PASSWORD },
      headers: visitor(),
    });
    expect(early.status).toBe(409);
    expect(early.body.fields).toEqual({ token: "This project is not complete yet." });
  });

  it("signs out, and signs in again with the username", async () => {
    const owner = await homeowner();
    const out = await call("/api/auth/sign-out", { body: {}, cookie: owner.cookie });
    expect(out.status).toBe(200);
    expect((await call("/api/account/project", { cookie: owner.cookie })).status).toBe(401);
    const address = visitor();
    const wrong = await call("/api/auth/sign-in/username", {
      body: { username: owner.username, password: "Wrong#Pass1" },
      headers: address,
    });
    expect(wrong.status).toBe(401);
    const back = await call("/api/auth/sign-in/username", {
      body: { username: owner.username, password: PASSWORD },
      headers: address,
    });
    expect(back.status).toBe(200);
    const project = await call("/api/account/project", { cookie: back.cookie });
    expect(project.body.projects).toEqual([expect.objectContaining({ token: owner.token })]);
  });

  it("limits sign-in attempts per address", async () => {
    const owner = await homeowner();
    const address = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await call("/api/auth/sign-in/username", {
        body: { username: owner.username, password: `Wrong#Pass${attempt}` },
        headers: address,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not held back.
    const elsewhere = await call("/api/auth/sign-in/username", {
      body: { username: owner.username, password: PASSWORD },
      headers: visitor(),
    });
    expect(elsewhere.status).toBe(200);
  });

  it("staff move a project's stage and its homeowner sees it; nobody else can move it", async () => {
    const owner = await homeowner();
    const console = await staff();
    const anonymous = await call("/api/projects/stage", { body: { customer_token: owner.token, stage: "Design" } });
    expect(anonymous.status).toBe(401);
    const byOwner = await call("/api/projects/stage", {
      body: { customer_token: owner.token, stage: "PTO" },
      cookie: owner.cookie,
    });
    expect(byOwner.status).toBe(403);
    const bad = await call("/api/projects/stage", {
      body: { customer_token: owner.token, stage: "Done" },
      cookie: console.cookie,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ stage: `stage must be one of: ${PROJECT_STAGES.join(", ")}.` });
    const moved = await call("/api/projects/stage", {
      body: { customer_token: owner.token, stage: "Design" },
      cookie: console.cookie,
    });
    expect(moved).toMatchObject({ status: 200, body: { stage: "Design" } });
    const byMachine = await call("/api/projects/stage", {
      body: { customer_token: owner.token, stage: "Contract" },
      headers: ADMIN,
    });
    expect(byMachine.status).toBe(200);
    const [seen] = (await call("/api/account/project", { cookie: owner.cookie })).body.projects as {
      stage: string;
      history: { stage: string }[];
    }[];
    expect(seen?.stage).toBe("Contract");
    expect(seen?.history.map((change) => change.stage)).toEqual(["Design", "Contract"]);
  });

  it("a homeowner reads only their own project; staff accounts are made only with the admin token", async () => {
    const first = await homeowner();
    const second = await homeowner();
    const tokensOf = async (path: string) =>
      ((await call(path, { cookie: second.cookie })).body.projects as { token: string }[]).map((p) => p.token);
    expect(await tokensOf("/api/account/project")).toEqual([second.token]);
    expect(await tokensOf(`/api/account/project?token=${first.token}`)).toEqual([second.token]);
    const noToken = await call("/api/admin/staff", {
      body: { name: "Eve", email: `eve${unique()}@example.com`, username: `eve${unique()}`, password: PASSWORD },
      headers: visitor(),
    });
    expect(noToken.status).toBe(401);
    // better-auth's own sign-up is closed: no account without our checks and a role.
    const direct = await call("/api/auth/sign-up/email", {
      body: { name: "Eve", email: `eve${unique()}@example.com`, password: PASSWORD, role: "staff" },
      headers: visitor(),
    });
    expect(direct.status).toBe(404);
  });

  it("a partner signs up on the lead portal with a username and password, and is in once the e-mail is confirmed", async () => {
    const { username, cookie } = await verifiedPartner(baseUrl, inject("mailDir"));
    expect((await call("/api/account/me", { cookie })).body).toEqual({
      user: { id: expect.any(String), name: "Sam Seller", username, role: "partner" },
    });
    const taken = await call("/api/account/partner", {
      body: { name: "Sam Again", email: `x${username}@example.com`, username, password: PASSWORD },
      headers: visitor(),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ username: "This username is taken: choose another." });
    expect((await call("/api/account/project", { cookie })).status).toBe(403);
  });
});

describe("signed-in areas to anonymous visitors (issue 10)", () => {
  it("sends every signed-in page to sign-in and answers every signed-in API with 401, never data", async () => {
    for (const path of ["/customer", "/customers", "/es/customer"]) {
      const answer = await getWithHost(baseUrl, path, "sunsaverprogram.com");
      expect(answer.status, path).toBe(307);
      const es = path.startsWith("/es") ? "/es" : "";
      expect(answer.headers.location, path).toBe(`${es}/sign-in?next=${encodeURIComponent(path)}`);
    }
    expect((await getWithHost(baseUrl, "/sign-in", "sunsaverprogram.com")).status).toBe(200);
    for (const path of ["/admin", "/earning"]) {
      const answer = await getWithHost(baseUrl, path, "closerleads.com");
      expect(answer.status, path).toBe(307);
      expect(answer.headers.location, path).toBe(`/sign-in?next=${encodeURIComponent(path)}`);
    }
    // The lead portal is the marketplace brand's: its door is open there, and nowhere else.
    expect((await getWithHost(baseUrl, "/leads", "closerleads.com")).status).toBe(200);
    expect((await getWithHost(baseUrl, "/leads", "sunsaverprogram.com")).status).toBe(404);
    expect((await call("/api/account/project")).status).toBe(401);
    expect((await call("/api/account/me")).status).toBe(401);
    expect((await call("/api/projects/stage", { body: { customer_token: "x".repeat(32), stage: "PTO" } })).status).toBe(
      401,
    );
  });

  it("never logs a password, a new password or a session cookie", async () => {
    const owner = await homeowner();
    await call("/api/auth/sign-in/username", {
      body: { username: owner.username, password: "Wrong#Pass9" },
      headers: visitor(),
    });
    await call("/api/auth/reset-password", { body: { token: "not-a-real-token", newPassword: "Another#Pass5" } });
    const log = readFileSync(join(inject("dataRoot"), "server.log"), "utf8");
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, "Wrong#Pass9", "Another#Pass5", owner.cookie.split("=")[1] ?? ""]) {
      expect(log).not.toContain(secret);
    }
  });
});
