import { randomInt } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { MARKETPLACE, PASSWORD, visitor } from "./support/accounts";
import { completeLead, newCustomer, post } from "./support/api";
import { mailsTo } from "./support/mail";
import { postJsonWithHost } from "./support/request";

const baseUrl = inject("baseUrl");
const mailDir = inject("mailDir");
const unique = () => randomInt(1_000_000, 9_999_999);

const KNOWN_EMAIL =
  "You already have an account with this e-mail: sign in with it, and this project is added to your account.";

/** A JSON call as a browser on this site makes it: its cookie, its own Origin. */
async function call(path: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      origin: baseUrl,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
      ...visitor(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
    cookie: response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; "),
  };
}

/** A complete lead made with `email`. */
async function leadWith(email: string) {
  const { token } = await newCustomer(baseUrl);
  expect((await post(baseUrl, "/api/update_customer", { ...completeLead(token, unique()), email })).status).toBe(200);
  return token;
}

const claim = (token: string, username: string) =>
  call("/api/account/homeowner", { token, username, password: PASSWORD });
const signIn = (username: string) => call("/api/auth/sign-in/username", { username, password: PASSWORD });

describe("a partner account cannot squat a homeowner's e-mail (issue 57 item 9)", () => {
  it("a partner's account stays closed until its e-mail is confirmed", async () => {
    const username = `partner${unique()}`;
    const email = `${username}@example.com`;
    const made = await postJsonWithHost(
      baseUrl,
      "/api/account/partner",
      MARKETPLACE,
      { name: "Sam Seller", email, username, password: PASSWORD },
      visitor(),
    );
    expect(made.status).toBe(201);
    expect(made.headers["set-cookie"]).toBeUndefined();
    expect(mailsTo(mailDir, email, "email-verification")).toHaveLength(1);
    const early = await signIn(username);
    expect(early.status).toBe(403);
    expect(early.cookie).toBe("");
    // A wrong password tells nothing of the account.
    expect((await call("/api/auth/sign-in/username", { username, password: "Wrong#Pass1" })).status).toBe(401);
  });

  it("a homeowner's claim wins over an unconfirmed partner account with their e-mail", async () => {
    const email = `maria.victim${unique()}@example.com`;
    const squatter = `squatter${unique()}`;
    const squat = await call("/api/account/partner", {
      name: "Not Maria",
      email,
      username: squatter,
      password: PASSWORD,
    });
    expect(squat.status).toBe(201);
    const token = await leadWith(email);
    const owner = `maria${unique()}`;
    const claimed = await claim(token, owner);
    expect(claimed.status).toBe(201);
    expect((await call("/api/account/me", undefined, claimed.cookie)).body.user).toMatchObject({
      username: owner,
      role: "homeowner",
    });
    // The squatter's account is gone.
    expect((await signIn(squatter)).status).toBe(401);
  });
});

describe("a second project with the same e-mail joins the homeowner's account (issue 58 item 4)", () => {
  it("tells the homeowner to sign in, then adds the project to their account", async () => {
    const email = `maria.twice${unique()}@example.com`;
    const solar = await leadWith(email);
    const username = `maria${unique()}`;
    expect((await claim(solar, username)).status).toBe(201);

    const roofing = await leadWith(email);
    const second = await claim(roofing, `maria${unique()}`);
    expect(second.status).toBe(409);
    expect(second.body.fields).toEqual({ email: KNOWN_EMAIL });
    expect(second.body.error).toBe(KNOWN_EMAIL);

    const session = await signIn(username);
    expect(session.status).toBe(200);
    const added = await call("/api/account/project", { token: roofing }, session.cookie);
    expect(added).toMatchObject({ status: 201, body: { added: true, token: roofing } });
    const projects = (await call("/api/account/project", undefined, session.cookie)).body.projects as {
      token: string;
    }[];
    expect(projects.map((project) => project.token)).toEqual([solar, roofing]);
    // Once is enough; asking again changes nothing.
    expect((await call("/api/account/project", { token: roofing }, session.cookie)).body).toMatchObject({
      added: false,
    });
  });

  it("never adds a project made with another e-mail, or one that is someone else's", async () => {
    const mine = `maria.own${unique()}@example.com`;
    const username = `maria${unique()}`;
    expect((await claim(await leadWith(mine), username)).status).toBe(201);
    const session = await signIn(username);
    const strangers = await leadWith(`someone.else${unique()}@example.com`);
    expect((await call("/api/account/project", { token: strangers }, session.cookie)).status).toBe(403);
    const theirs = await leadWith(`claimed${unique()}@example.com`);
    expect((await claim(theirs, `other${unique()}`)).status).toBe(201);
    expect((await call("/api/account/project", { token: theirs }, session.cookie)).status).toBe(409);
  });
});
