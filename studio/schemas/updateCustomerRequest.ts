/**
 * Spec 7's POST /update_customer payload is flat: the customer's answers side by side with the
 * request's own fields (token, api key, client app name, form certification, page context). This
 * module owns that split: the browser and the server both read these names, and the Studio refuses
 * an answer key that is one of them, since such an answer would arrive as the request's own field.
 * Free of Studio imports: the site bundles it (studio/updateCustomerRequest).
 */

/** Spec 7's page context: where the request was made. */
export const PAGE_CONTEXT_FIELDS = ["domain", "href", "path", "origin", "referrer"] as const;

/** Every field of update_customer's payload that is not an answer. */
export const UPDATE_CUSTOMER_REQUEST_FIELDS = [
  "token",
  "api_key",
  "client_app",
  // Form certification, read from hidden page fields.
  "leadid_token",
  "cert_url",
  "ping_url",
  // The consent shown with tcpa_accepted (docs/decisions/consent-evidence-and-complete-lead.md).
  "tcpa_consent_text",
  "tcpa_consent_version",
  ...PAGE_CONTEXT_FIELDS,
] as const;

export type UpdateCustomerRequestField = (typeof UPDATE_CUSTOMER_REQUEST_FIELDS)[number];

const REQUEST_FIELDS: ReadonlySet<string> = new Set(UPDATE_CUSTOMER_REQUEST_FIELDS);

/** Whether `name` is one of the request's own fields, so never an answer's name. */
export const isRequestField = (name: string): name is UpdateCustomerRequestField => REQUEST_FIELDS.has(name);

/** A payload's answers: every field that is not the request's own. */
export function answersOfPayload<V>(payload: Readonly<Record<string, V>>): Record<string, V> {
  return Object.fromEntries(Object.entries(payload).filter(([name]) => !isRequestField(name)));
}

/** The Studio's and the seed's verdict on an answer key: true, or why it cannot be one. */
export function answerKeyProblem(key: string): true | string {
  return isRequestField(key)
    ? `"${key}" is a field of the save request itself (spec 7), so an answer cannot be named so.`
    : true;
}
