import { formatPhoneInput } from "@/lib/format/phoneInput";
import { HttpError, invalid, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { answersFrom } from "@/lib/server/leads/answers";
import { type ConsentInput, updateCustomer } from "@/lib/server/leads/customers";
import { customerView } from "./customerView";
import { answerSchemas, updateCustomerSchema } from "./schemas";

/**
 * POST /update_customer: merges answers into the lead. With tcpa_accepted the request must
 * carry the consent text and version shown; the server adds its own time, the IP it saw and the
 * user agent, and the phone number the consent names.
 */
export const handleUpdateCustomer = route(
  {
    name: "update_customer",
    schema: updateCustomerSchema,
    auth: "apiKey",
    // The browser may send the phone as typed; the rules of spec 5 judge its formatted form.
    prepare: (raw) => (typeof raw.phone === "string" ? { ...raw, phone: formatPhoneInput(raw.phone) } : raw),
  },
  async (input, { db, ip, userAgent, request, raw }) => {
    // Answers keep the types they were sent with; text fields take their checked (trimmed) form.
    const checked = input as Record<string, unknown>;
    const body = Object.fromEntries(
      Object.entries(raw).map(([key, value]) =>
        key in answerSchemas && typeof value === "string" && typeof checked[key] === "string"
          ? [key, checked[key]]
          : [key, value],
      ),
    );
    const { answers, problems } = answersFrom(body);
    if (Object.keys(problems).length > 0) return invalid(problems);
    let consent: ConsentInput | null = null;
    if (answers.tcpa_accepted === true) {
      const fields: Record<string, string> = {};
      if (!input.tcpa_consent_text) fields.tcpa_consent_text = "The consent text shown is required with tcpa_accepted.";
      if (!input.tcpa_consent_version)
        fields.tcpa_consent_version = "The consent version is required with tcpa_accepted.";
      if (Object.keys(fields).length > 0) return invalid(fields);
      consent = {
        consentText: input.tcpa_consent_text as string,
        consentVersion: input.tcpa_consent_version as string,
        ipAddress: ip,
        userAgent,
        pageUrl: input.href ?? request.headers.get("referer"),
        certUrl: input.cert_url ?? null,
        pingUrl: input.ping_url ?? null,
        leadIdToken: input.leadid_token ?? null,
      };
    }
    const result = await updateCustomer(db, input.token, answers, consent);
    if (result.status === "not_found") {
      throw new HttpError(404, "No customer has this token.", { token: "No customer has this token." });
    }
    if (result.status === "consent_problem") return invalid(result.fields);
    return json(customerView(result.customer));
  },
);
