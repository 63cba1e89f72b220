import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, NAME_INVALID } from "./messages";
import { containsProfanity } from "./profanity";
import { requiredText, rule } from "./rules";

// A module of its own: the profanity list is built when obscenity loads, and only the steps that
// ask for a name should pay for it (issue 8).

/** A person's name: required text, and no profanity ("Please enter a valid name."). */
export const nameSchema = (message: string) =>
  requiredText(message).test(rule("profanity", NAME_INVALID, (value) => !containsProfanity(value)));

/** The first and last name fields: the name rules with each field's own "required" message. */
export const firstNameSchema = nameSchema(FIRST_NAME_REQUIRED);
export const lastNameSchema = nameSchema(LAST_NAME_REQUIRED);

/** The name step's fields (also the PII step's first two). */
export const nameFields = { first_name: firstNameSchema, last_name: lastNameSchema };
