import type { AnySchema } from "yup";
import { asGiven, formattedPhone, type Normaliser, trimmed } from "./normalise";

/*
 * The lead fields: the answers with rules of their own, one row each. The session's answer rules,
 * the browser's save, the server's update_customer check and the buyer export all read this table;
 * any other answer (a step's choice such as homeowner_renter) is free-form and copied as-is.
 */

/**
 * What a field says about the person, so that it stays out of logs, analytics and URLs:
 * `contact` reaches them (name, email, phone, street address); `sensitive` could harm them if it
 * leaked (SSN, date of birth, income: encrypted at rest, never read back by the GET endpoints,
 * masked for buyers not entitled to them, lib/server/leads/sensitiveAnswers.ts); `location`
 * places them only roughly (zip, city, state, IP address); `none` says nothing about who they are.
 */
export type PiiClass = "contact" | "sensitive" | "location" | "none";

export type LeadField = {
  /** The answer's name in the session, in requests and in the stored lead (snake_case, except session-only fields). */
  key: string;
  /**
   * Spec 5's yup schema for the normalised value (web/lib/validation, whose messages the server
   * answers with), or null for a free-form field. Loaded on first use: the session store reads
   * this table on every step page and needs none of it, and the validation module weighs 40 kB
   * gzipped (the TLD list and the profanity matcher).
   */
  validation: (() => Promise<AnySchema>) | null;
  /** The answer's stored form (normalise.ts), made by the server before it validates the answer. */
  normalise: Normaliser;
  /** The buyer CSV's column (web/lib/server/leads/csv.ts); null: only inside answers_json. */
  exportColumn: string | null;
  pii: PiiClass;
  /**
   * `lead`: sent to the backend and stored; `session`: kept in the visitor's tab only; `server`:
   * stored on the lead but written by the backend alone (a browser's claim is refused).
   */
  kept: "lead" | "session" | "server";
};

type Validation = typeof import("@/lib/validation");
type Yup = typeof import("yup");

/** Loads once, on first call. */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
};
/** A schema of spec 5, from web/lib/validation (the forms use the same). */
const spec5 = (pick: (validation: Validation) => AnySchema) => once(() => import("@/lib/validation").then(pick));
/** A rule spec 5 does not give: the backend's own, with its own message. */
const ownRule = (make: (yup: Yup) => AnySchema) => once(() => import("yup").then(make));

/**
 * The table. Its order is the buyer CSV's column order for the exported fields (csv.ts), so
 * a new exported field goes where its column belongs.
 */
export const LEAD_FIELDS = {
  first_name: {
    validation: spec5((v) => v.firstNameSchema),
    normalise: trimmed,
    exportColumn: "first_name",
    pii: "contact",
    kept: "lead",
  },
  last_name: {
    validation: spec5((v) => v.lastNameSchema),
    normalise: trimmed,
    exportColumn: "last_name",
    pii: "contact",
    kept: "lead",
  },
  email: {
    validation: spec5((v) => v.emailSchema),
    normalise: trimmed,
    exportColumn: "email",
    pii: "contact",
    kept: "lead",
  },
  phone: {
    validation: spec5((v) => v.phoneSchema),
    normalise: formattedPhone,
    exportColumn: "phone",
    pii: "contact",
    kept: "lead",
  },
  street_address: {
    validation: spec5((v) => v.streetAddressSchema),
    normalise: trimmed,
    exportColumn: "street_address",
    pii: "contact",
    kept: "lead",
  },
  city: { validation: null, normalise: asGiven, exportColumn: "city", pii: "location", kept: "lead" },
  state: {
    // The session turns a state's name into its code (session/answers.ts); the backend takes codes only.
    validation: ownRule((yup) => yup.string().matches(/^[A-Z]{2}$/, "state must be a two-letter code.")),
    normalise: asGiven,
    exportColumn: "state",
    pii: "location",
    kept: "lead",
  },
  zip: {
    validation: spec5((v) => v.zipSchema),
    normalise: asGiven,
    exportColumn: "zip",
    pii: "location",
    kept: "lead",
  },
  monthly_electricity_bill_amount: {
    // Its band (monthly_electricity_bill) follows from it: bill.ts.
    validation: spec5((v) => v.numericField("Monthly Electricity Bill")),
    normalise: asGiven,
    exportColumn: "monthly_electricity_bill_amount",
    pii: "none",
    kept: "lead",
  },
  monthly_electricity_bill: { validation: null, normalise: asGiven, exportColumn: null, pii: "none", kept: "lead" },
  tcpa_accepted: {
    validation: ownRule((yup) => yup.boolean().typeError("tcpa_accepted must be true or false.")),
    normalise: asGiven,
    exportColumn: null, // the consent evidence has columns of its own
    pii: "none",
    kept: "lead",
  },
  // Sensitive answers: stored only when the lead's questionnaire has a step that asks for them
  // (api/updateCustomer.ts). Their stored form is ciphertext; a buyer gets them only if entitled.
  ssn: {
    validation: spec5((v) => v.ssnSchema),
    normalise: asGiven,
    exportColumn: null,
    pii: "sensitive",
    kept: "lead",
  },
  date_of_birth: {
    validation: spec5((v) => v.dateOfBirthSchema),
    normalise: trimmed,
    exportColumn: null,
    pii: "sensitive",
    kept: "lead",
  },
  // A band chosen on the annual-income step (under_50k, from_50k_to_75k, …), as content names it.
  annual_income: {
    validation: ownRule((yup) =>
      yup.string().matches(/^[a-z0-9_]{1,40}$/, "annual_income must be one of the step's choices."),
    ),
    normalise: asGiven,
    exportColumn: null,
    pii: "sensitive",
    kept: "lead",
  },
  // Where the visitor's IP places them (spec 4.1 step 3): the backend learnt these itself.
  provider: { validation: null, normalise: asGiven, exportColumn: null, pii: "none", kept: "lead" },
  ip_address: { validation: null, normalise: asGiven, exportColumn: null, pii: "location", kept: "lead" },
  // The state's name, derived from its code for the page's wording; the backend's answer names are snake_case.
  stateFullName: { validation: null, normalise: asGiven, exportColumn: null, pii: "location", kept: "session" },
  // Set on the lead by /phone_verification/check when the texted code matches; the step records it
  // in the session so the flow moves on, but a request cannot claim it.
  phone_verified: { validation: null, normalise: asGiven, exportColumn: null, pii: "none", kept: "server" },
} as const satisfies Record<string, Omit<LeadField, "key">>;

export type LeadFieldKey = keyof typeof LEAD_FIELDS;

/** Every lead field, in table order. */
export const LEAD_FIELD_LIST: readonly LeadField[] = Object.entries(LEAD_FIELDS).map(([key, field]) => ({
  key,
  ...field,
}));

const byKey: ReadonlyMap<string, LeadField> = new Map(LEAD_FIELD_LIST.map((field) => [field.key, field]));

/** The field of an answer's name; undefined for a free-form answer. */
export const leadField = (key: string): LeadField | undefined => byKey.get(key);

/** Whether the browser sends an answer to the backend: all but the session's own and the server's (`kept`). */
export const sentToTheLead = (key: string): boolean => (leadField(key)?.kept ?? "lead") === "lead";
