/**
 * Validation messages (product spec section 5). The wording, punctuation and capitalisation are
 * the spec's, character for character, including its inconsistencies (some messages end with a
 * full stop, some do not): do not "tidy" them. Username and password messages are ours (the spec
 * gives none).
 */

export const NAME_INVALID = "Please enter a valid name.";
/** The name fields' own "required" messages (spec 5: required text shows the field's message). */
export const FIRST_NAME_REQUIRED = "Please enter your first name.";
export const LAST_NAME_REQUIRED = "Please enter your last name.";

export const ZIP_REQUIRED = "Zip is required.";
export const ZIP_INVALID = "Please enter a valid zip.";

export const SSN_REQUIRED = "SSN is required.";
export const SSN_MIN = "SSN must be at least 9 digits.";
export const SSN_PREFIX = "SSN cannot start with 000, 666 or 9";

// Date of birth: spec 5 gives no rule; these are ours (issue 11, sensitive answers).
export const DATE_OF_BIRTH_REQUIRED = "Date of birth is required.";
export const DATE_OF_BIRTH_INVALID = "Enter the date of birth as MM/DD/YYYY.";
export const DATE_OF_BIRTH_AGE = "You must be at least 18 years old.";

export const STREET_ADDRESS_REQUIRED = "Street Address is Required.";
export const STREET_ADDRESS_CHARACTERS = "Invalid special characters.";

export const PHONE_REQUIRED = "Phone is required";
export const PHONE_MIN = "Phone must be at least 10 digits";
export const PHONE_INVALID = "Please Enter a Valid Phone";

export const EMAIL_REQUIRED = "Email is required";
export const EMAIL_INVALID = "Please enter a valid email";
export const EMAIL_TLD = "Please enter a valid TLD";

export const USERNAME_REQUIRED = "Username is required.";
export const USERNAME_MIN = "Username must be at least 4 characters.";
export const USERNAME_CHARACTERS = "Username cannot contain quotes, spaces, backticks, = or angle brackets.";

export const PASSWORD_REQUIRED = "Password is required.";
export const PASSWORD_MIN = "Password must be at least 8 characters.";
export const PASSWORD_UPPERCASE = "Password must contain an uppercase letter.";
export const PASSWORD_LOWERCASE = "Password must contain a lowercase letter.";
export const PASSWORD_DIGIT = "Password must contain a digit.";
export const PASSWORD_SPECIAL = "Password must contain a special character (#?!@$%^&*-).";

/** The integer and numeric fields' "required" message (the spec's, without a label). */
export const NUMBER_REQUIRED = "Is Required.";

/** Every fixed message, by name. */
export const MESSAGES = {
  NAME_INVALID,
  ZIP_REQUIRED,
  ZIP_INVALID,
  SSN_REQUIRED,
  SSN_MIN,
  SSN_PREFIX,
  DATE_OF_BIRTH_REQUIRED,
  DATE_OF_BIRTH_INVALID,
  DATE_OF_BIRTH_AGE,
  STREET_ADDRESS_REQUIRED,
  STREET_ADDRESS_CHARACTERS,
  PHONE_REQUIRED,
  PHONE_MIN,
  PHONE_INVALID,
  EMAIL_REQUIRED,
  EMAIL_INVALID,
  EMAIL_TLD,
  USERNAME_REQUIRED,
  USERNAME_MIN,
  USERNAME_CHARACTERS,
  PASSWORD_REQUIRED,
  PASSWORD_MIN,
  PASSWORD_UPPERCASE,
  PASSWORD_LOWERCASE,
  PASSWORD_DIGIT,
  PASSWORD_SPECIAL,
  NUMBER_REQUIRED,
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Messages of `integerField(label, min)`: "Age Must Be an Integer.", "Is Required.", "Must Be Greater Than 0". */
export const integerMessages = (label: string, min: number) => ({
  integer: `${label} Must Be an Integer.`,
  required: NUMBER_REQUIRED,
  min: `Must Be Greater Than ${min}`,
});

/** Message of `numericField(label)` for a value that is not a number: "Bill Must Be Numeric.". */
export const numericMessage = (label: string): string => `${label} Must Be Numeric.`;
