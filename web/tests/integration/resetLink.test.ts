import { randomInt } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { PASSWORD, visitor } from "./support/accounts";
import { linksIn, mailsTo } from "./support/mail";
import { postJsonWithHost } from "./support/request";

const baseUrl = inject("baseUrl");
const mailDir = inject("mailDir");

/** A staff account, as the operator makes one; its e-mail. */
async function staffEmail() {
  const username = `staff${randomInt(1_000_000, 9_999_999)}`;
  const email = `${username}@homefront.example.com`;
  const made = await postJsonWithHost(
    baseUrl,
    "/api/admin/staff",
    "127.0.0.1",
    { name: "Dana Staff", email, username, password: PASSWORD },
    { authorization: "Bearer integration-admin-token", ...visitor() },
  );
  expect(made.status).toBe(201);
  return { email, username };
}

/** Asks for a reset link for `email` with the request's Host header set to `host`. */
const askReset = (email: string, host: string) =>
  postJsonWithHost(baseUrl, "/api/auth/request-password-reset", host, { email }, visitor());

const resetLinks = (email: string) => mailsTo(mailDir, email, "password-reset").flatMap(linksIn);

describe("password-reset links come from content, never from the Host header (issue 57 item 1)", () => {
  it("a forged Host gets no mail: no link to another site carries a staff member's reset token", async () => {
    const { email } = await staffEmail();
    for (const host of ["evil.example", "evil.example:443", "sunsaverprogram.com.evil.example", "127.0.0.1"]) {
      const asked = await askReset(email, host);
      // The same answer as for any e-mail, so the refusal tells nothing.
      expect(asked.status, host).toBe(200);
    }
    expect(resetLinks(email)).toEqual([]);
  });

  it("a brand's host gets a link on that brand's own domain from content, whatever form of the host was asked", async () => {
    const { email } = await staffEmail();
    expect((await askReset(email, "www.toproofpros.com")).status).toBe(200);
    expect((await askReset(email, "sunsaverprogram.com.localhost:3000")).status).toBe(200);
    const links = resetLinks(email);
    expect(links).toHaveLength(2);
    expect(links[0]).toMatch(/^https:\/\/toproofpros\.com\/reset-password\?token=[\w-]+$/);
    expect(links[1]).toMatch(/^https:\/\/sunsaverprogram\.com\/reset-password\?token=[\w-]+$/);
  });

  it("the link's token sets a new password", async () => {
    const { email, username } = await staffEmail();
    await askReset(email, "sunsaverprogram.com");
    const token = new URL(String(resetLinks(email).at(-1))).searchParams.get("token");
    const reset = await postJsonWithHost(
      baseUrl,
      "/api/auth/reset-password",
      "sunsaverprogram.com",
      { token, newPassword: "Brighter#Day77" },
      visitor(),
    );
    expect(reset.status).toBe(200);
    const signedIn = await postJsonWithHost(
      baseUrl,
      "/api/auth/sign-in/username",
      "sunsaverprogram.com",
      { username, password: "Brighter#Day77" },
      visitor(),
    );
    expect(signedIn.status).toBe(200);
  });
});
