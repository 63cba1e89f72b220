/**
 * One answer as the session keeps it, the browser sends it and the backend stores it: text,
 * a number or true/false (null: the visitor cleared it). Defined once, here, so the step blocks,
 * the session, the API client and the server agree on it.
 */
export type AnswerValue = string | number | boolean | null;

/**
 * Answers by name: a lead field of the table (fields.ts) or a free-form answer such as
 * homeowner_renter. The one shape of the session's record, of what a step submits, of a request's
 * answers and of the stored lead's. Answers given with some left out are `Partial<Answers>`.
 */
export type Answers = Record<string, AnswerValue>;
