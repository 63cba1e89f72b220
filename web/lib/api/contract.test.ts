// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnySchema } from "yup";
import {
  customerInitSchema,
  insightsSchema,
  phoneVerificationCheckSchema,
  phoneVerificationSendSchema,
  plateVisitSchema,
  recordingSchema,
  referralSchema,
  showTokenCustomerSchema,
  trackExperimentSchema,
  updateCustomerSchema,
} from "@/lib/server/api/schemas";
import {
  checkPhoneCode,
  customerInit,
  fetchInsights,
  plateVisit,
  sendPhoneCode,
  sendReferral,
  showTokenCustomer,
  trackExperiment,
  updateCustomer,
  uploadRecording,
} from "./calls";
import { stubFetch } from "./testing";

/** What the browser sends passes the backend's own request schemas (web/lib/server/api/schemas.ts). */

const TOKEN = "tok_0123456789abcdef";

beforeEach(() => {
  window.history.pushState({}, "", "/savings/zip?utm_source=google");
  document.body.innerHTML = `<input type="hidden" name="xxTrustedFormCertUrl" value="https://cert.trustedform.com/abc" />`;
});
afterEach(() => vi.unstubAllGlobals());

async function sent(call: () => unknown): Promise<unknown> {
  const { calls } = stubFetch();
  await call();
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  const [first] = calls;
  return first?.body ?? Object.fromEntries(new URL(first?.url ?? "", "http://x").searchParams);
}

const cases: [string, AnySchema, () => unknown][] = [
  [
    "customer_init",
    customerInitSchema,
    () => customerInit({ category: "solar", flowType: "/savings", query: { a: "b" } }),
  ],
  ["update_customer", updateCustomerSchema, () => updateCustomer(TOKEN, { zip: "85001", state: "AZ" })],
  ["show_token_customer", showTokenCustomerSchema, () => showTokenCustomer(TOKEN)],
  ["insights", insightsSchema, () => fetchInsights(TOKEN)],
  ["plate_visit", plateVisitSchema, () => plateVisit(TOKEN, "/savings/zip?x=1")],
  [
    "track_experiment",
    trackExperimentSchema,
    () => trackExperiment("0b7e4c1a-8f3e-4e8e-9a52-3f0c1d2e3f4a", "results_layout", "estimate_first"),
  ],
  ["referrals", referralSchema, () => sendReferral({ first_name: "Ann", last_name: "Lee", email: "ann@example.com" })],
  ["rrweb-recording", recordingSchema, () => uploadRecording(TOKEN, [{ type: 4, timestamp: 1 }])],
  ["phone_verification/send", phoneVerificationSendSchema, () => sendPhoneCode(TOKEN, "(602) 555-0100")],
  ["phone_verification/check", phoneVerificationCheckSchema, () => checkPhoneCode(TOKEN, "123456")],
];

describe("request bodies match the backend", () => {
  it.each(cases)("%s", async (_name, schema, call) => {
    await expect(schema.validate(await sent(call), { abortEarly: false })).resolves.toBeDefined();
  });
});
