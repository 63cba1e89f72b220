import { stateCodeFor, stateNameFor } from "@/lib/geo/usStates";
import { billAnswers } from "@/lib/leadFields/bill";
import type { Answers, AnswerValue } from "@/lib/leadFields/types";
import type { LeadSessionData } from "./types";

/**
 * The rules of spec 3 for answers entering the lead session's one flat record of answers, as a
 * pure function from the current session and new answers to the fields that change. Otherwise an
 * answer is kept as the visitor gave it: its stored form (trimmed, the phone formatted) is the
 * server's to make, once, with the lead-field table (lib/leadFields/check.ts).
 */

type Patch = Partial<LeadSessionData>;

/** Answers held as text (a cleared one is ""). */
const TEXT_FIELDS = ["provider", "zip", "stateFullName", "city", "ip_address", "street_address"] as const;
/** Handled by the rules below, or not an answer at all (the token). */
const OWN_FIELDS = new Set<string>([
  ...TEXT_FIELDS,
  "token",
  "state",
  "monthly_electricity_bill",
  "monthly_electricity_bill_amount",
  "tcpa_accepted",
]);

const asText = (value: AnswerValue): string => (value === null ? "" : String(value));

/** Spec 3: a blank street address (a single space) is stored as empty; any other is kept as typed. */
const blankAsEmpty = (text: string): string => (text.trim() === "" ? "" : text);

function statePatch(answers: Partial<Answers>): Answers {
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

/** The session fields that change when `given` answers arrive: only `answers`, or nothing. */
export function applyAnswers(current: LeadSessionData, answers: Partial<Answers>): Patch {
  const changes: Answers = { ...billAnswers(answers), ...statePatch(answers) };
  for (const field of TEXT_FIELDS) {
    const value = answers[field];
    if (value !== undefined) changes[field] = field === "street_address" ? blankAsEmpty(asText(value)) : asText(value);
  }
  if (answers.tcpa_accepted !== undefined) {
    changes.tcpa_accepted = answers.tcpa_accepted === true || answers.tcpa_accepted === "true";
  }
  for (const [key, value] of Object.entries(answers)) {
    if (!OWN_FIELDS.has(key) && value !== undefined) changes[key] = value;
  }
  return Object.keys(changes).length === 0 ? {} : { answers: { ...current.answers, ...changes } };
}
