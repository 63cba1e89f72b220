import { beforeAll, describe, expect, inject, it } from "vitest";
import { client, newCustomer, pageContext } from "./support/api";

const baseUrl = inject("baseUrl");

let token: string;
beforeAll(async () => {
  ({ token } = await newCustomer(baseUrl));
});

/** A valid body per endpoint, and which of its fields hold text (where an array or object is a type error). */
const endpoints: { path: string; body: () => Record<string, unknown>; text: string[] }[] = [
  {
    path: "/api/customer_init",
    body: () => ({ ...client, ...pageContext, product: "solar", flow_type: "/savings", landing_url: pageContext.href }),
    text: ["product", "domain", "href", "path", "origin", "referrer", "landing_url"],
  },
  {
    path: "/api/update_customer",
    body: () => ({ ...client, ...pageContext, token, first_name: "Maria", homeowner_renter: "homeowner" }),
    text: ["token", "domain", "first_name", "homeowner_renter"],
  },
  {
    path: "/api/plate_visit",
    body: () => ({
      ...pageContext,
      token,
      current_plate: "/savings/zip",
      product: "solar",
      client_app: client.client_app,
    }),
    text: ["token", "current_plate", "product", "domain"],
  },
  {
    path: "/api/phone_verification/send",
    body: () => ({ ...client, token, phone: "(480) 555-0142" }),
    text: ["token", "phone"],
  },
  {
    path: "/api/phone_verification/check",
    body: () => ({ ...client, token, code: "123456" }),
    text: ["token", "code"],
  },
  { path: "/api/rrweb-recording", body: () => ({ token, events: [{ type: 3, timestamp: 1 }] }), text: ["token"] },
];

const deep = (levels: number) => `${"[".repeat(levels)}1${"]".repeat(levels)}`;

/** The body with one field replaced by raw JSON text (so lone surrogates and depth travel as written). */
const withField = (body: Record<string, unknown>, key: string, json: string) =>
  JSON.stringify({ ...body, [key]: "__HOLE__" }).replace('"__HOLE__"', json);

async function send(path: string, body: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.77" },
    body,
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as { fields?: Record<string, string> },
  };
}

describe.each(endpoints)("POST $path refuses hostile input with a 4xx naming the field", ({ path, body, text }) => {
  it.each(Object.keys(body()))("NUL, a lone surrogate or 12,000 levels of nesting in %s", async (key) => {
    const shapes = {
      nul: { json: JSON.stringify("Ma\u0000ria"), message: "Text may not contain the NUL character." },
      high: { json: '"Ma\\ud800ria"', message: "Text must be valid Unicode (it contains a lone surrogate)." },
      low: { json: '"\\udc00"', message: "Text must be valid Unicode (it contains a lone surrogate)." },
      deep: { json: deep(12_000), message: "Nested more than" },
    };
    for (const [shape, { json, message }] of Object.entries(shapes)) {
      const reply = await send(path, withField(body(), key, json));
      expect(reply.status, `${shape} in ${key}`).toBeGreaterThanOrEqual(400);
      expect(reply.status, `${shape} in ${key}`).toBeLessThan(500);
      const named = Object.entries(reply.body.fields ?? {}).find(
        ([field]) => field === key || field.startsWith(`${key}[`),
      );
      expect(named?.[1], `${shape} in ${key}`).toContain(message);
    }
  });

  it.each(text)("an array or an object where %s holds text", async (key) => {
    for (const json of ['["a"]', '{"a":1}']) {
      const reply = await send(path, withField(body(), key, json));
      expect(reply.status, `${json} in ${key}`).toBeGreaterThanOrEqual(400);
      expect(reply.status, `${json} in ${key}`).toBeLessThan(500);
      expect(Object.keys(reply.body.fields ?? {}), `${json} in ${key}`).toContain(key);
    }
  });
});

it("a query parameter with NUL is refused by name (GET /api/zip_lookup)", async () => {
  const response = await fetch(`${baseUrl}/api/zip_lookup?zip=8500%00`);
  expect(response.status).toBe(400);
  expect(((await response.json()) as { fields: Record<string, string> }).fields.zip).toBe(
    "Text may not contain the NUL character.",
  );
});
