import { type AnySchema, lazy, mixed, object, ValidationError } from "yup";
import { LEAD_FIELD_LIST, leadField } from "./fields";
import type { Answers, AnswerValue } from "./types";

/*
 * The server's one check of the answers a request carries (POST /update_customer): each answer is
 * normalised and judged by its lead field's row (fields.ts), and every answer, free-form or not,
 * by the rules of a stored answer below. The only place an answer is normalised: the browser
 * sends what the visitor gave (docs/decisions/one-answer-model.md).
 */

export type AnswerCheck = {
  /** The answers to merge into the lead, in their stored form; only meaningful without problems. */
  answers: Answers;
  /** Answer name -> the first message about it (spec 5's for lead fields); `body` for the request as a whole. */
  problems: Record<string, string>;
};

/** Free-form answers (spec 3: "copied as-is") are kept when their name is plain snake_case and their value a short scalar. */
const ANSWER_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_ANSWERS = 80;
const MAX_TEXT = 1000;

/** Every answer in its lead field's stored form (the table's normaliser); free-form answers and values of other types as they are. */
const normalised = (answers: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(answers).map(([key, value]) => {
      const field = leadField(key);
      return [key, field && typeof value === "string" ? field.normalise(value) : value];
    }),
  );

/** A field's schema applies only when the request names the field. */
const present = (schema: AnySchema) => lazy((value) => (value === undefined ? mixed().optional() : schema));

let schemaLoad: Promise<AnySchema> | undefined;
/** One yup object of every validated lead field, so messages name their field as yup words them. */
const leadFieldsSchema = (): Promise<AnySchema> => {
  schemaLoad ??= Promise.all(
    LEAD_FIELD_LIST.flatMap(({ key, validation }) =>
      validation ? [validation().then((schema) => [key, present(schema)] as const)] : [],
    ),
  ).then((entries) => object(Object.fromEntries(entries)));
  return schemaLoad;
};

/** Spec 5's verdict on the lead fields among `values`: the checked values, or the first message per field. */
async function judgeLeadFields(
  values: Record<string, unknown>,
): Promise<{ checked: Record<string, unknown>; problems: Record<string, string> }> {
  const schema = await leadFieldsSchema();
  try {
    return { checked: await schema.validate(values, { abortEarly: false, stripUnknown: false }), problems: {} };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) problems[inner.path || "body"] ??= inner.message;
    return { checked: values, problems };
  }
}

/**
 * The stored form of an answer that passed its field's check: text trimmed, and a validated field's
 * text as its schema returned it (the email trimmed); numbers and true/false keep the type they
 * were sent with. undefined: nothing to store (an empty answer never erases a saved one).
 */
function storedValue(
  key: string,
  value: unknown,
  checked: unknown,
  problems: Record<string, string>,
): AnswerValue | undefined {
  if (!ANSWER_NAME.test(key)) {
    problems[key.slice(0, 64) || "(empty)"] = "Answer names are lower-case letters, digits and underscores.";
    return undefined;
  }
  const text = typeof value === "string" && typeof checked === "string" ? checked : value;
  if (typeof text === "string") {
    if (text.length > MAX_TEXT) problems[key] = `Must be at most ${MAX_TEXT} characters.`;
    return text.trim() === "" ? undefined : text.trim();
  }
  if (typeof text === "number") {
    if (Number.isFinite(text)) return text;
    problems[key] = "Must be a finite number.";
    return undefined;
  }
  if (typeof text === "boolean") return text;
  if (text !== null && text !== undefined) problems[key] = "Must be text, a number or true/false.";
  return undefined;
}

/** Checks a request's answers (the fields that are not the request's own) and gives their stored form. */
export async function checkAnswers(fields: Readonly<Record<string, unknown>>): Promise<AnswerCheck> {
  const given = normalised(fields);
  const { checked, problems } = await judgeLeadFields(given);
  const answers: Answers = {};
  for (const [key, value] of Object.entries(given)) {
    if (leadField(key)?.kept === "server") problems[key] = `${key} is set by the server, not by a request.`;
    if (key in problems) continue;
    const stored = storedValue(key, value, checked[key], problems);
    if (stored !== undefined && !(key in problems)) answers[key] = stored;
  }
  if (Object.keys(answers).length > MAX_ANSWERS) problems.body = `At most ${MAX_ANSWERS} answers per request.`;
  return { answers, problems };
}
