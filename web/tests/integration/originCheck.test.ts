import { randomInt } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { PASSWORD, verifiedPartner, visitor } from "./support/accounts";
import { completeLead, newCustomer, post } from "./support/api";

const baseUrl = inject("baseUrl");

/** A staff session, as the operator's account signs in. */
async function staffCookie() {
  const username = `staff${randomInt(1_000_000, 9_999_999)}`;
  const made = await fetch(`${baseUrl}/api/admin/staff`, {
    method: "POST",
    headers: { authorization: "Bearer integration-admin-token", "content-type": "application/json", ...visitor() },
    body: JSON.stringify({ name: "Dana Staff", email: `${username}@example.com`, username, password: PASSWORD }),
  });
  expect(made.status).toBe(201);
  return made.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** A POST carrying the staff cookie, as another site's page (or no page) would send it. */
const forged = (path: string, cookie: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${baseUrl}${path}`, { method: "POST", headers: { cookie, ...headers }, body: JSON.stringify(body) });

describe("a session's state changes come only from the site's own pages (issue 57, Origin check)", () => {
  it("refuses cookie-authenticated POSTs from another origin or none, as text/plain or JSON", async () => {
    const staff = await staffCookie();
    const partner = (await verifiedPartner(baseUrl, inject("mailDir"))).cookie;
    const { token } = await newCustomer(baseUrl);
    await post(baseUrl, "/api/update_customer", completeLead(token, randomInt(1, 1000)));
    const n = randomInt(1_000_000, 9_999_999);
    type Call = [path: string, cookie: string, body: unknown];
    const stage: Call = ["/api/projects/stage", staff, { customer_token: token, stage: "Design" }];
    const assign: Call = ["/api/console/assign", staff, { customer_token: token, partner_username: "nobody" }];
    const refer: Call = [
      "/api/portal/refer",
      partner,
      { first_name: "Ann", last_name: `Lee${n}`, email: `ann.lee${n}@example.com`, phone: "(602) 555-0199" },
    ];
    const requests = [stage, assign, refer];
    for (const [origin, type] of [
      ["https://evil.example", "text/plain"],
      ["https://evil.example", "application/json"],
      ["null", "text/plain"],
      [null, "text/plain"],
    ] as const) {
      const headers: Record<string, string> = { "content-type": type, ...(origin ? { origin } : {}) };
      for (const [path, cookie, body] of requests) {
        expect((await forged(path, cookie, body, headers)).status, `${path} from ${origin} as ${type}`).toBe(403);
      }
    }
    // From the site's own page, the same requests go through.
    const own = { origin: baseUrl, "content-type": "application/json" };
    expect((await forged(stage[0], stage[1], stage[2], own)).status).toBe(200);
    expect((await forged(refer[0], refer[1], refer[2], own)).status).toBe(201);
  });
});
