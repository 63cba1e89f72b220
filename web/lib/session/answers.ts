import { stateCodeFor, stateNameFor } from "@/lib/geo/usStates";
import { billAnswers } from "@/lib/leadFields/bill";
import { normaliseAnswers } from "@/lib/leadFields/normaliseAnswers";
import type { AnswerValue } from "@/lib/leadFields/types";
import type { AnswerPatch, LeadSessionData } from "./types";

/**
 * The rules of spec 3 for answers entering the lead session, as a pure function from the
 * current session and new answers to the fields that change. Each answer first takes its lead
 * field's stored form (lib/leadFields), the same the browser sends and the server keeps.
 */

type Patch = Partial<LeadSessionData>;

/** Session fields held as text ("" when unknown). */
const TEXT_FIELDS = ["provider", "zip", "stateFullName", "city", "ip_address", "street_address"] as const;
/** Handled below or owned by other actions: never free-form answers. */
const OWN_FIELDS = new Set<string>([
  ...TEXT_FIELDS,
  "token",
  "state",
  "monthly_electricity_bill",
  "monthly_electricity_bill_amount",
  "tcpa_accepted",
]);

const asText = (value: AnswerValue): string => (value === null ? "" : String(value));

function statePatch(answers: AnswerPatch): Patch {
  const value = answers.state;
  if (value === undefined) return {};
  if (value === null || String(value).trim() === "") return { state: "" };
  // Names and codes in any case become the code; anything else is not a US state and is ignored.
  const code = stateCodeFor(String(value));
  if (!code) return {};
  return answers.stateFullName === undefined
    ? { state: code, stateFullName: stateNameFor(code) ?? "" }
    : { state: code };
}

export function applyAnswers(current: LeadSessionData, given: AnswerPatch): Patch {
  const answers = normaliseAnswers(given);
  const patch: Patch = { ...billAnswers(answers), ...statePatch(answers) };
  for (const field of TEXT_FIELDS) {
    const value = answers[field];
    if (value !== undefined) patch[field] = asText(value);
  }
  if (answers.tcpa_accepted !== undefined) {
    patch.tcpa_accepted = answers.tcpa_accepted === true || answers.tcpa_accepted === "true";
  }
  const others = Object.entries(answers).filter(
    (entry): entry is [string, AnswerValue] => !OWN_FIELDS.has(entry[0]) && entry[1] !== undefined,
  );
  if (others.length > 0) patch.answers = { ...current.answers, ...Object.fromEntries(others) };
  return patch;
}
