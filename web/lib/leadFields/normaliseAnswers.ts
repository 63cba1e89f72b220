import { leadField } from "./fields";
import type { AnswerValue } from "./types";

type Answers<V> = Readonly<Record<string, V>>;

/**
 * Every answer in its lead field's stored form (the table's normaliser); free-form answers and
 * values of unexpected types as they are. The session, the browser's save and the server's check
 * all start from this.
 */
export function normaliseAnswers<V>(answers: Answers<V>): Record<string, V> {
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => {
      const field = leadField(key);
      // Normalisers take and give text, so a value of any other type stays as it is.
      return [key, field && typeof value === "string" ? (field.normalise(value) as V) : value];
    }),
  );
}

/** What the backend receives: the answers normalised, only the fields a request may set. */
export function answersForLead<V extends AnswerValue | undefined>(answers: Answers<V>): Record<string, V> {
  return Object.fromEntries(
    Object.entries(normaliseAnswers(answers)).filter(([key]) => (leadField(key)?.kept ?? "lead") === "lead"),
  );
}
