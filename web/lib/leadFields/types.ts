/**
 * One answer as the session keeps it, the browser sends it and the backend stores it: text,
 * a number or true/false (null: the visitor cleared it). Defined once, here, so the step blocks,
 * the session, the API client and the server agree on it.
 */
export type AnswerValue = string | number | boolean | null;
