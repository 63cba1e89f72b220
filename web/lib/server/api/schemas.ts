import { FLOW_PREFIX_PATTERN, SPEC_CATEGORIES } from "studio/constants";
import type { UpdateCustomerRequestField } from "studio/updateCustomerRequest";
import { type AnySchema, array, lazy, mixed, number, object, string } from "yup";
import { PROJECT_STAGES } from "@/lib/projectStages";
import {
  emailSchema,
  nameSchema,
  numericField,
  passwordSchema,
  phoneSchema,
  usernameSchema,
  zipSchema,
} from "@/lib/validation";

/**
 * Request bodies of spec 7, field names exactly as the browser sends them. Fields reuse the
 * browser's yup schemas; an optional field is only checked when it is present.
 */
const present = (schema: AnySchema) => lazy((value) => (value === undefined ? mixed().optional() : schema));
const text = (max: number) => string().trim().max(max, `Must be at most ${max} characters.`);
const optionalText = (max: number) => text(max).optional();
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const token = (name = "token") =>
  string().required(`${name} is required.`).matches(TOKEN, `${name} is not a valid token.`);

const pageContext = {
  domain: optionalText(253),
  href: optionalText(2048),
  path: optionalText(2048),
  origin: optionalText(2048),
  referrer: optionalText(2048),
};

const client = { api_key: string().required(), client_app: string().required() };

/** flow_type and the console's flow filter name a flow's prefix; flows are content, not a list here. */
export const FLOW_TYPE_UNKNOWN = "flow_type is not a known flow.";

export const customerInitSchema = object({
  ...client,
  ...pageContext,
  navigator: mixed<string | Record<string, unknown>>()
    .test("navigator", "navigator must be a JSON object with a url.", (value) => {
      if (value === undefined) return true;
      const parsed = typeof value === "string" ? safeParse(value) : value;
      return Boolean(parsed && typeof parsed === "object" && !Array.isArray(parsed));
    })
    .optional(),
  landing_url: optionalText(2048),
  product: text(40).required("product is required."),
  // Shaped like a flow's prefix here; the route checks content holds that flow (issue 61).
  flow_type: string().matches(FLOW_PREFIX_PATTERN, FLOW_TYPE_UNKNOWN).max(100, FLOW_TYPE_UNKNOWN).nullable().optional(),
  category: string()
    .oneOf(
      SPEC_CATEGORIES.map(({ value }) => value),
      "category must be solar, solar_loans or roof.",
    )
    .optional(),
});

function safeParse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * update_customer's own fields, one per name of studio/updateCustomerRequest. Every other field
 * of the body is an answer, checked by the lead-field table (lib/leadFields/check.ts).
 */
export const updateCustomerSchema = object({
  ...client,
  ...pageContext,
  token: token(),
  leadid_token: optionalText(200),
  cert_url: string().url("cert_url must be a URL.").max(2048).optional(),
  ping_url: string().url("ping_url must be a URL.").max(2048).optional(),
  tcpa_consent_text: optionalText(5000),
  tcpa_consent_version: optionalText(40),
} satisfies Record<UpdateCustomerRequestField, AnySchema>);

export const showTokenCustomerSchema = object({
  customer_token: token("customer_token"),
  api_key: string().required(),
});

export const loadLeadSchema = object({ token: token() });

/** `zip`, when given, is the ZIP the visitor typed: it then locates them instead of the IP (issue 7 item 5). */
export const insightsSchema = object({ ...client, token: token(), zip: present(zipSchema) });

export const plateVisitSchema = object({
  ...pageContext,
  client_app: string().required(),
  token: token(),
  current_plate: text(2048).required("current_plate is required.").matches(/^\//, "current_plate must be a path."),
  product: text(40).required("product is required."),
});

export const trackExperimentSchema = object({
  customer_id: string()
    .required("customer_id is required.")
    .matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "customer_id is not a customer id."),
  experiment_name: text(100).required("experiment_name is required."),
  experiment_value: text(100).required("experiment_value is required."),
  status: string().required("status is required.").oneOf(["triggered"], "status must be triggered."),
});

export const referralSchema = object({
  ...client,
  ...pageContext,
  product: text(40).required("product is required."),
  source_id: text(100).required("source_id is required."),
  external_source: optionalText(200),
  advocate_id: optionalText(100),
  advocate_email: present(emailSchema),
  first_name: present(nameSchema("Please enter the first name.")),
  last_name: present(nameSchema("Please enter the last name.")),
  email: present(emailSchema),
  phone: present(phoneSchema),
}).test("advocate", "advocate_id or advocate_email is required.", (value) =>
  Boolean(value.advocate_id || value.advocate_email),
);

const MAX_EVENTS = 5000;
export const recordingSchema = object({
  token: token(),
  events: array()
    .of(
      object({ type: number().integer().required(), timestamp: number().required() }).typeError(
        "Each event must be an rrweb event object.",
      ),
    )
    .required("events is required.")
    .min(1, "events must not be empty.")
    .max(MAX_EVENTS, `At most ${MAX_EVENTS} events per batch.`),
});

export const phoneVerificationSendSchema = object({
  ...client,
  token: token(),
  phone: phoneSchema,
  /** A solved proof-of-work challenge (base64 JSON), once the send answered 428 with one. */
  challenge: string()
    .max(8192, "challenge is too long.")
    .matches(/^[A-Za-z0-9+/=]*$/, "challenge is not base64.")
    .optional(),
});

export const phoneVerificationCheckSchema = object({
  ...client,
  token: token(),
  code: string()
    .required("Enter the code we sent you.")
    .matches(/^\d{4,8}$/, "The code is the digits we sent by text message."),
});

export const estimateQuerySchema = object({ token: token() });

export const adminLeadsQuerySchema = object({ campaign: optionalText(100) });

/**
 * GET /api/solar_estimate?zip=…&monthly_bill=…: the savings calculator's inputs, checked with the
 * form's own rules (spec 5's zip rule; the bill a number of dollars within the estimate's range).
 */
export const solarEstimateQuerySchema = object({
  zip: zipSchema,
  monthly_bill: numericField("Monthly Bill"),
});

/** GET /api/zip_lookup?zip=…: the form's own zip rule (spec 5: five digits, not all the same). */
export const zipLookupQuerySchema = object({ zip: zipSchema });

/** Accounts (issue 10): spec 5's username and password rules, with their messages. */
const newAccount = {
  username: usernameSchema,
  password: passwordSchema,
};

/** POST /api/account/homeowner: claims the lead of `token` with a username and password. */
export const homeownerAccountSchema = object({ token: token(), ...newAccount });

/** POST /api/account/project: a signed-in homeowner adds the project of a link to their account. */
export const addProjectSchema = object({ token: token() });

/** POST /api/account/partner (lead portal sign-up) and POST /api/admin/staff (admin bearer). */
export const namedAccountSchema = object({
  name: text(120).required("Name is required."),
  email: emailSchema,
  ...newAccount,
});

/** POST /api/projects/stage: an installer (staff) moves a lead's project to one of spec 3's stages. */
export const projectStageSchema = object({
  customer_token: token("customer_token"),
  stage: string()
    .required("stage is required.")
    .oneOf([...PROJECT_STAGES], `stage must be one of: ${PROJECT_STAGES.join(", ")}.`),
});

/** Staff console (issue 10): filters of the leads list, its CSV and the funnel. */
const day = (name: string) =>
  string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD.`)
    .test("date", `${name} must be a real date.`, (value) => !value || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    .optional();
const flowFilter = string()
  .matches(FLOW_PREFIX_PATTERN, "flow is not a known flow.")
  .max(100, "flow is not a known flow.");
const leadFilters = {
  q: optionalText(100),
  brand: optionalText(60),
  flow: flowFilter.optional(),
  from: day("from"),
  to: day("to"),
  status: string().oneOf(["all", "complete", "incomplete"], "status must be all, complete or incomplete.").optional(),
};

export const consoleLeadsSchema = object({
  ...leadFilters,
  page: number().typeError("page must be a number.").integer().min(0).max(10_000).optional(),
});
export const consoleCsvSchema = object(leadFilters);
export const consoleTokenSchema = object({ token: token() });
export const consoleFunnelSchema = object({
  brand: optionalText(60),
  flow: flowFilter.required("flow is required."),
  from: day("from"),
  to: day("to"),
});

/** POST /api/console/assign: staff give a lead to a partner of the lead portal, by username. */
export const assignLeadSchema = object({
  customer_token: token("customer_token"),
  partner_username: text(64).required("partner_username is required."),
});

/** POST /api/portal/refer: a partner refers a homeowner (the server adds spec 7's referral fields). */
export const portalReferSchema = object({
  first_name: nameSchema("Please enter the first name."),
  last_name: nameSchema("Please enter the last name."),
  email: emailSchema,
  phone: phoneSchema,
});
