import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { pickEnv } from "@/lib/env/parse.mjs";
import { client, get, newCustomer, pageContext, post } from "./support/api";

const baseUrl = inject("baseUrl");
const RUNS = pickEnv(process.env, ["FUZZ_RUNS"]).FUZZ_RUNS;

let token: string;
let customerId: string;
let before: Record<string, unknown>;

beforeAll(async () => {
  ({ token, customer_id: customerId } = await newCustomer(baseUrl));
  await post(baseUrl, "/api/update_customer", {
    ...client,
    token,
    zip: "85253",
    email: "maria@example.com",
    phone: "(480) 555-0142",
    homeowner_renter: "homeowner",
    monthly_electricity_bill_amount: 150,
  });
  before = (await get(baseUrl, `/api/show_token_customer?customer_token=${token}&api_key=${client.api_key}`)).body;
});

/** Text with a NUL or a lone surrogate somewhere, or a list or object where text belongs. */
const hostileValue = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }))
    .map(([a, code]) => `${a}${String.fromCharCode(code)}`),
  fc.array(fc.string({ maxLength: 4 }), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { minKeys: 1, maxKeys: 2 }),
);

/** One change that makes a body certainly invalid, so no fuzzed request may legitimately write. */
const poison = fc.oneof(
  fc.record({ zip: fc.string({ maxLength: 8 }).filter((zip) => !/^\d{5}$/.test(zip) || /^(\d)\1{4}$/.test(zip)) }),
  fc.record({
    email: fc.oneof(
      fc.constant("no-at-sign"),
      fc.constant("a@@b.com"),
      fc.string().map((s) => `${s} @x.com`),
    ),
  }),
  fc.record({
    phone: fc.oneof(
      fc.constant("(111) 111-1111"),
      fc.constant("123"),
      fc
        .integer()
        .map(String)
        .filter((s) => s.replace(/\D/g, "").length < 10),
    ),
  }),
  fc.record({ api_key: fc.string().filter((key) => key !== client.api_key) }),
  fc.record({
    client_app: fc.oneof(fc.string(), fc.integer(), fc.constant(null)).filter((app) => app !== client.client_app),
  }),
  fc.record({ token: fc.oneof(fc.string({ maxLength: 15 }), fc.integer(), fc.array(fc.string())) }),
  fc.record({ monthly_electricity_bill_amount: fc.oneof(fc.constant("lots"), fc.object()) }),
  fc.record({ tcpa_accepted: fc.oneof(fc.constant("maybe"), fc.object()) }),
  // Shapes Postgres or a recursive walk cannot take: NUL, lone surrogates, a list or an object
  // where text belongs, in a field of the body or in the key itself (issue 11).
  fc.dictionary(fc.constantFrom("first_name", "domain", "token", "zip"), hostileValue, {
    minKeys: 1,
    maxKeys: 2,
  }),
  fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom("\u0000", "\uD800", "\uDFFF")).map(([key, bad]) => ({
    [`${key}${bad}`]: "x",
    zip: "00000",
  })),
);

const junk = fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });

/** Bodies that are not objects at all, or objects built around a valid body with poison and junk. */
const malformed = (valid: Record<string, unknown>) =>
  fc.oneof(
    {
      weight: 1,
      arbitrary: fc
        .jsonValue({ maxDepth: 3 })
        .filter((v) => v === null || typeof v !== "object" || Array.isArray(v))
        .map((v) => JSON.stringify(v)),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((s) => `{${s}`) },
    {
      // A field nested thousands of levels deep: JSON.parse takes it, recursive walks did not.
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("zip", "first_name", "events", "extra"), fc.integer({ min: 20, max: 12_000 }))
        .map(([key, depth]) =>
          JSON.stringify({ ...valid, [key]: "__DEEP__" }).replace(
            '"__DEEP__"',
            `${"[".repeat(depth)}1${"]".repeat(depth)}`,
          ),
        ),
    },
    {
      weight: 6,
      arbitrary: fc.tuple(junk, poison).map(([extra, bad]) => JSON.stringify({ ...valid, ...extra, ...bad })),
    },
  );

const bodies: [path: string, valid: () => Record<string, unknown>][] = [
  ["/api/customer_init", () => ({ ...client, ...pageContext, product: "solar", flow_type: "/savings" })],
  ["/api/update_customer", () => ({ ...client, token })],
  ["/api/insights", () => ({ ...client, token })],
  [
    "/api/plate_visit",
    () => ({ ...pageContext, token, current_plate: "/savings/zip", product: "solar", client_app: client.client_app }),
  ],
  [
    "/api/webhooks/track_experiment",
    () => ({ customer_id: customerId, experiment_name: "x", experiment_value: "y", status: "triggered" }),
  ],
  ["/api/referrals", () => ({ ...client, product: "solar", source_id: "s", advocate_id: "a1" })],
  ["/api/rrweb-recording", () => ({ token, events: [{ type: 3, timestamp: 1 }] })],
  ["/api/phone_verification/send", () => ({ ...client, token, phone: "(480) 555-0142" })],
  ["/api/phone_verification/check", () => ({ ...client, token, code: "123456" })],
];

const queries: [path: string, arbitrary: fc.Arbitrary<string>][] = [
  [
    "/api/show_token_customer",
    fc.string().map((s) => `customer_token=${encodeURIComponent(s)}&api_key=${client.api_key}`),
  ],
  ["/api/lead", fc.string().map((s) => `token=${encodeURIComponent(s)}`)],
  ["/api/savings_estimate", fc.string().map((s) => `token=${encodeURIComponent(s)}&x=${encodeURIComponent(s)}`)],
  ["/api/admin/leads", fc.string().map((s) => `campaign=${encodeURIComponent(s)}`)],
  ["/api/zip_lookup", fc.string().map((s) => `zip=${encodeURIComponent(s)}`)],
  ["/api/page_metadata", fc.string().map((s) => `x=${encodeURIComponent(s)}`)],
  [
    "/api/solar_estimate",
    fc
      .tuple(fc.string(), fc.string())
      .map(([a, b]) => `zip=${encodeURIComponent(a)}&monthly_bill=${encodeURIComponent(b)}`),
  ],
];

describe(`${RUNS} malformed requests per endpoint`, () => {
  // Every poison applies to update_customer, so there each request must be refused; other
  // endpoints ignore some poisoned fields and may accept the request, but never fail with 5xx.
  it.each(bodies)(
    "POST %s: never 5xx",
    async (path, valid) => {
      await fc.assert(
        fc.asyncProperty(malformed(valid()), async (body) => {
          const response = await fetch(`${baseUrl}${path}`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.20" },
            body,
          });
          await response.arrayBuffer();
          const refused = response.status >= 400 && response.status < 500;
          return path === "/api/update_customer" ? refused : response.status < 500;
        }),
        { numRuns: RUNS },
      );
    },
    300_000,
  );

  it.each(queries)(
    "GET %s: never 5xx",
    async (path, query) => {
      await fc.assert(
        fc.asyncProperty(query, async (search) => {
          const response = await fetch(`${baseUrl}${path}?${search}`);
          await response.arrayBuffer();
          return response.status < 500;
        }),
        { numRuns: RUNS },
      );
    },
    300_000,
  );

  it("left the lead stored before unchanged", async () => {
    const after = (await get(baseUrl, `/api/show_token_customer?customer_token=${token}&api_key=${client.api_key}`))
      .body;
    expect(after).toEqual(before);
  });
});
