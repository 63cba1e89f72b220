import { describe, expect, it } from "vitest";
import { integerMessages, MESSAGES, numericMessage } from "./index";

describe("messages (spec 5, character for character)", () => {
  it("pins every fixed message", () => {
    expect(MESSAGES).toEqual({
      NAME_INVALID: "Please enter a valid name.",
      ZIP_REQUIRED: "Zip is required.",
      ZIP_INVALID: "Please enter a valid zip.",
      SSN_REQUIRED: "SSN is required.",
      SSN_MIN: "SSN must be at least 9 digits.",
      SSN_PREFIX: "SSN cannot start with 000, 666 or 9",
      DATE_OF_BIRTH_REQUIRED: "Date of birth is required.",
      DATE_OF_BIRTH_INVALID: "Enter the date of birth as MM/DD/YYYY.",
      DATE_OF_BIRTH_AGE: "You must be at least 18 years old.",
      STREET_ADDRESS_REQUIRED: "Street Address is Required.",
      STREET_ADDRESS_CHARACTERS: "Invalid special characters.",
      PHONE_REQUIRED: "Phone is required",
      PHONE_MIN: "Phone must be at least 10 digits",
      PHONE_INVALID: "Please Enter a Valid Phone",
      EMAIL_REQUIRED: "Email is required",
      EMAIL_INVALID: "Please enter a valid email",
      EMAIL_TLD: "Please enter a valid TLD",
      USERNAME_REQUIRED: "Username is required.",
      USERNAME_MIN: "Username must be at least 4 characters.",
      USERNAME_CHARACTERS: "Username cannot contain quotes, spaces, backticks, = or angle brackets.",
      PASSWORD_REQUIRED: "Password is required.",
      PASSWORD_MIN: "Password must be at least 8 characters.",
      PASSWORD_UPPERCASE: "Password must contain an uppercase letter.",
      PASSWORD_LOWERCASE: "Password must contain a lowercase letter.",
      PASSWORD_DIGIT: "Password must contain a digit.",
      PASSWORD_SPECIAL: "Password must contain a special character (#?!@$%^&*-).",
      NUMBER_REQUIRED: "Is Required.",
    });
  });

  it("substitutes label and minimum", () => {
    expect(integerMessages("Age", 0)).toEqual({
      integer: "Age Must Be an Integer.",
      required: "Is Required.",
      min: "Must Be Greater Than 0",
    });
    expect(integerMessages("Square Feet", 500).min).toBe("Must Be Greater Than 500");
    expect(numericMessage("Monthly Bill")).toBe("Monthly Bill Must Be Numeric.");
  });
});
