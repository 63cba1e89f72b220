import type { AnswerValue } from "@/lib/api/types";
import { stateCodeFor, stateNameFor } from "@/lib/geo/usStates";
import { amountForBill, bandForAmount, isBillBand, parseBillAmount } from "./bill";
import type { AnswerPatch, LeadSessionData } from "./types";

/**
 * The rules of spec 3 for answers entering the lead session, as a pure function from the
 * current session and new answers to the fields that change.
 */

type Patch = Partial<LeadSessionData>;

const TEXT_FIELDS = ["provider", "zip", "stateFullName", "city", "ip_address"] as const;
/** Handled below or owned by other actions: never free-form answers. */
const OWN_FIELDS = new Set<string>([
  ...TEXT_FIELDS,
  "token",
  "state",
  "street_address",
  "monthly_electricity_bill",
  "monthly_electricity_bill_amount",
  "tcpa_accepted",
]);

const asText = (value: AnswerValue): string => (value === null ? "" : String(value));

/** The band and amount that `patch` asks for: an amount decides its band; a band alone stands for its representative amount. */
function billPatch(answers: AnswerPatch): Patch {
  const amount = answers.monthly_electricity_bill_amount;
  const text = answers.monthly_electricity_bill;
  if (amount !== undefined && amount !== null && amount !== "") {
    const parsed = parseBillAmount(amount);
    // A figure that is not a number is ignored: a stale consistent pair beats an inconsistent one.
    return parsed === null
      ? {}
      : { monthly_electricity_bill_amount: parsed, monthly_electricity_bill: bandForAmount(parsed) };
  }
  if (text !== undefined) {
    if (text === null || text === "") return { monthly_electricity_bill: "", monthly_electricity_bill_amount: null };
    const fromText = amountForBill(text);
    if (fromText === null) return {}; // neither a band nor a figure: nothing consistent to store
    return {
      monthly_electricity_bill: isBillBand(text) ? text : bandForAmount(fromText),
      monthly_electricity_bill_amount: fromText,
    };
  }
  if (amount !== undefined) return { monthly_electricity_bill: "", monthly_electricity_bill_amount: null };
  return {};
}

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

export function applyAnswers(current: LeadSessionData, answers: AnswerPatch): Patch {
  const patch: Patch = { ...billPatch(answers), ...statePatch(answers) };
  for (const field of TEXT_FIELDS) {
    const value = answers[field];
    if (value !== undefined) patch[field] = asText(value);
  }
  const street = answers.street_address;
  if (street !== undefined) patch.street_address = asText(street).trim() === "" ? "" : asText(street);
  if (answers.tcpa_accepted !== undefined) {
    patch.tcpa_accepted = answers.tcpa_accepted === true || answers.tcpa_accepted === "true";
  }
  const others = Object.entries(answers).filter(
    (entry): entry is [string, AnswerValue] => !OWN_FIELDS.has(entry[0]) && entry[1] !== undefined,
  );
  if (others.length > 0) patch.answers = { ...current.answers, ...Object.fromEntries(others) };
  return patch;
}

/**
 * Spec 4.1 step 2: a stored lead's monthly_electricity_bill, when not empty, becomes the amount
 * (a figure as written, a band's representative amount). An exact stored amount inside the
 * stored band is kept, being the same answer more precisely.
 */
export function leadBillAmount(lead: Record<string, unknown>): number | null {
  const text = lead.monthly_electricity_bill;
  const stored = parseBillAmount(lead.monthly_electricity_bill_amount);
  if (typeof text === "string" && text.trim() !== "") {
    if (isBillBand(text) && stored !== null && bandForAmount(stored) === text) return stored;
    return amountForBill(text.trim()) ?? stored;
  }
  return stored;
}
