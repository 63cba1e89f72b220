import { answersOfPayload } from "studio/updateCustomerRequest";
import { checkAnswers } from "@/lib/leadFields/check";
import { HttpError, invalid, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { answersTheFlowAsks } from "@/lib/server/leads/askedAnswers";
import { consentsShownOnSite } from "@/lib/server/leads/consentShown";
import { type AnswerGate, type ConsentInput, updateCustomer } from "@/lib/server/leads/customers";
import { SENSITIVE_KEYS } from "@/lib/server/leads/sensitiveAnswers";
import { customerView } from "./customerView";
import { updateCustomerSchema } from "./schemas";

/** Refuses a sensitive answer the lead's questionnaire has no step asking for; none in the body, no gate. */
function sensitiveAnswersGate(answers: Record<string, unknown>): AnswerGate | undefined {
  const sensitive = Object.keys(answers).filter((key) => SENSITIVE_KEYS.has(key));
  if (sensitive.length === 0) return undefined;
  return async (flowType) => {
    const asked = await answersTheFlowAsks(flowType);
    const unasked = sensitive.filter((key) => !asked.has(key));
    if (unasked.length === 0) return null;
    return Object.fromEntries(unasked.map((key) => [key, "This questionnaire does not ask for this answer."]));
  };
}

/**
 * POST /update_customer: merges the answers (every field but the request's own, split by
 * studio/updateCustomerRequest, then normalised and checked by the lead-field table) into the lead. With tcpa_accepted the request must
 * carry the consent text and version shown, which must be the site's own (content, with the
 * lead's phone); the server adds its own time, the IP it saw and the user agent, and the phone
 * number the consent names. A sensitive answer (SSN, date of birth,
 * income) is taken only by a lead whose questionnaire has a step asking for it.
 */
export const handleUpdateCustomer = route(
  {
    name: "update_customer",
    schema: updateCustomerSchema,
    auth: "apiKey",
    checkAnswers: (body) => checkAnswers(answersOfPayload(body)),
  },
  async (input, { db, ip, userAgent, request, answers, config }) => {
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
        shownOnSite: await consentsShownOnSite(request),
        ipAddress: ip,
        userAgent,
        pageUrl: input.href ?? request.headers.get("referer"),
        certUrl: input.cert_url ?? null,
        pingUrl: input.ping_url ?? null,
        leadIdToken: input.leadid_token ?? null,
      };
    }
    const result = await updateCustomer(
      db,
      input.token,
      answers,
      consent,
      sensitiveAnswersGate(answers),
      config.answersMaxBytes,
    );
    if (result.status === "not_found") {
      throw new HttpError(404, "No customer has this token.", { token: "No customer has this token." });
    }
    if (result.status === "too_large") {
      throw new HttpError(413, "This lead's answers have reached their size limit; nothing was changed.");
    }
    if (result.status === "consent_problem" || result.status === "refused") return invalid(result.fields);
    return json(customerView(result.customer));
  },
);
