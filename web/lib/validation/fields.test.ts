import { describe, expect, it } from "vitest";
import { type Schema, ValidationError } from "yup";
import { formatPhoneInput } from "@/lib/format/phoneInput";
import {
  dateOfBirthSchema,
  emailSchema,
  integerField,
  nameSchema,
  numericField,
  passwordSchema,
  phoneSchema,
  requiredText,
  ssnSchema,
  streetAddressSchema,
  usernameSchema,
  zipSchema,
} from "./index";

/**
 * The message `schema.validate(value)` rejects with, or null when it resolves. Also checks that the
 * other ways forms and handlers run a schema agree: `isValidSync`, `validateSync`, and the first
 * error when every error is collected (what @hookform/resolvers/yup shows, abortEarly: false).
 */
const errorOf = async (schema: Schema, value: unknown): Promise<string | null> => {
  let message: string | null = null;
  try {
    await schema.validate(value);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    message = (error as ValidationError).message;
  }
  expect(schema.isValidSync(value)).toBe(message === null);
  let syncMessage: string | null = null;
  try {
    schema.validateSync(value);
  } catch (error) {
    syncMessage = (error as ValidationError).message;
  }
  expect(syncMessage).toBe(message);
  let firstCollected: string | null = null;
  try {
    await schema.validate(value, { abortEarly: false });
  } catch (error) {
    firstCollected = (error as ValidationError).errors[0] ?? null;
  }
  expect(firstCollected).toBe(message);
  return message;
};

describe("requiredText", () => {
  const schema = requiredText("First name is required.");

  it.each([undefined, null, "", "   ", "---", ".'"])("rejects %j with the supplied message", async (value) => {
    expect(await errorOf(schema, value)).toBe("First name is required.");
  });

  it.each(["a", "7", " x ", "José", "李"])("accepts %j", async (value) => {
    expect(await errorOf(schema, value)).toBeNull();
  });
});

describe("nameSchema", () => {
  const schema = nameSchema("First name is required.");

  it("requires a letter or digit, with the supplied message", async () => {
    expect(await errorOf(schema, "")).toBe("First name is required.");
    expect(await errorOf(schema, " - ")).toBe("First name is required.");
  });

  it.each(["shit", "Fuck", "f u c k", "s.h.i.t", "sh1t", "John Shit", "dickhead", "bitch"])(
    "rejects profanity %j",
    async (value) => {
      expect(await errorOf(schema, value)).toBe("Please enter a valid name.");
    },
  );

  it.each([
    "Cassandra Hancock",
    "Dick Van Dyke",
    "Dick",
    "Richard Dickerson",
    "Cummings",
    "Fagan",
    "Wei Fu",
    "Nguyen Thi Bich",
    "Mary-Jane O'Neil",
    "José Peña",
  ])("accepts the real name %j", async (value) => {
    expect(await errorOf(schema, value)).toBeNull();
  });
});

describe("zipSchema", () => {
  it("requires a zip", async () => {
    expect(await errorOf(zipSchema, "")).toBe("Zip is required.");
    expect(await errorOf(zipSchema, "   ")).toBe("Zip is required.");
    expect(await errorOf(zipSchema, undefined)).toBe("Zip is required.");
  });

  it.each(["1234", "1234a", "abcde", "123456", "12345-6789", " 12345"])("rejects %j as not a zip", async (value) => {
    expect(await errorOf(zipSchema, value)).toBe("Please enter a valid zip.");
  });

  it.each(["11111", "00000", "99999"])("rejects five identical digits %j", async (value) => {
    expect(await errorOf(zipSchema, value)).toBe("Please enter a valid zip.");
  });

  it.each(["90210", "10001", "02134", "11112"])("accepts %j", async (value) => {
    expect(await errorOf(zipSchema, value)).toBeNull();
  });
});

describe("ssnSchema", () => {
  it("requires an SSN", async () => {
    expect(await errorOf(ssnSchema, "")).toBe("SSN is required.");
  });

  it.each(["123-45-678", "123", "123456789", "abc-de-fghi"])("rejects %j as too short", async (value) => {
    expect(await errorOf(ssnSchema, value)).toBe("SSN must be at least 9 digits.");
  });

  it.each(["000-12-3456", "666-12-3456", "900-12-3456", "987-65-4321"])("rejects the area of %j", async (value) => {
    expect(await errorOf(ssnSchema, value)).toBe("SSN cannot start with 000, 666 or 9");
  });

  it.each(["123-45-6789", "001-01-0001", "665-12-3456", "899-99-9999"])("accepts %j", async (value) => {
    expect(await errorOf(ssnSchema, value)).toBeNull();
  });
});

describe("dateOfBirthSchema", () => {
  it("requires a date of birth", async () => {
    expect(await errorOf(dateOfBirthSchema, " ")).toBe("Date of birth is required.");
  });

  it.each(["1980-04-12", "4/12/1980", "02/30/1980", "13/01/1980", "04/12/1880"])("rejects %j", async (value) => {
    expect(await errorOf(dateOfBirthSchema, value)).toBe("Enter the date of birth as MM/DD/YYYY.");
  });

  it("refuses an applicant under 18 and accepts an adult", async () => {
    const year = new Date().getUTCFullYear();
    expect(await errorOf(dateOfBirthSchema, `12/31/${year - 17}`)).toBe("You must be at least 18 years old.");
    expect(await errorOf(dateOfBirthSchema, `01/01/${year - 18}`)).toBeNull();
    expect(await errorOf(dateOfBirthSchema, "04/12/1980")).toBeNull();
  });
});

describe("streetAddressSchema", () => {
  it("requires an address", async () => {
    expect(await errorOf(streetAddressSchema, "")).toBe("Street Address is Required.");
    expect(await errorOf(streetAddressSchema, " ,. ")).toBe("Street Address is Required.");
  });

  it.each(["123 Main St; DROP", "12 Elm <b>", "1 Oak St!", "5 Pine @ Rd", "9 Ash\nSt"])(
    "rejects the characters in %j",
    async (value) => {
      expect(await errorOf(streetAddressSchema, value)).toBe("Invalid special characters.");
    },
  );

  it.each(["123 Main St.", "4/5 O'Neil Ave, Apt #2", "10-12 Smith & Sons Rd", "1 Calle Peña", "7 O’Neil Ave"])(
    "accepts %j",
    async (value) => {
      expect(await errorOf(streetAddressSchema, value)).toBeNull();
    },
  );
});

describe("phoneSchema (validates the formatted value)", () => {
  it("requires a phone", async () => {
    expect(await errorOf(phoneSchema, "")).toBe("Phone is required");
  });

  it.each(["(555", "(555) 123-456", "5551234567"])("rejects %j as too short", async (value) => {
    expect(await errorOf(phoneSchema, value)).toBe("Phone must be at least 10 digits");
  });

  it.each(["(111) 111-1111", "(000) 000-0000", "(555) 123-456a", "555-123-456789"])("rejects %j", async (value) => {
    expect(await errorOf(phoneSchema, value)).toBe("Please Enter a Valid Phone");
  });

  it("accepts a formatted phone", async () => {
    expect(await errorOf(phoneSchema, "(555) 123-4567")).toBeNull();
  });

  it("validates raw input on the server through formatPhoneInput", async () => {
    expect(await errorOf(phoneSchema, formatPhoneInput("+1 555.123.4567"))).toBeNull();
    expect(await errorOf(phoneSchema, formatPhoneInput("555-1234"))).toBe("Phone must be at least 10 digits");
    expect(await errorOf(phoneSchema, formatPhoneInput("1111111111"))).toBe("Please Enter a Valid Phone");
    expect(await errorOf(phoneSchema, formatPhoneInput(""))).toBe("Phone is required");
  });
});

describe("emailSchema", () => {
  it("requires an email", async () => {
    expect(await errorOf(emailSchema, "")).toBe("Email is required");
    expect(await errorOf(emailSchema, "  ")).toBe("Email is required");
    expect(await errorOf(emailSchema, null)).toBe("Email is required");
  });

  it.each([
    "plainaddress",
    "john doe@example.com",
    "john@exa mple.com",
    "a@b@example.com",
    ".john@example.com",
    "_john@example.com",
    "john.@example.com",
    "john..doe@example.com",
    "john@example..com",
    "john@-example.com",
    "john@example-.com",
    "john@example",
    "john@example.com.",
    "john@example.c0m",
    "@example.com",
    "john@",
    "jöhn@example.com",
  ])("rejects %j as malformed", async (value) => {
    expect(await errorOf(emailSchema, value)).toBe("Please enter a valid email");
  });

  it.each(["a@b.c", "john@example.comm", "john@example.invalidtld"])("rejects the unknown TLD of %j", async (value) => {
    expect(await errorOf(emailSchema, value)).toBe("Please enter a valid TLD");
  });

  it.each([
    "john@example.com",
    "John.Doe+leads@Example.CO.UK",
    "o'brien@mail.example.io",
    "x_y-z%1@sub-domain.example.photography",
    "a1@b2.COM",
  ])("accepts %j", async (value) => {
    expect(await errorOf(emailSchema, value)).toBeNull();
  });

  it("trims surrounding whitespace (mobile keyboards add it) and resolves to the trimmed address", async () => {
    expect(await errorOf(emailSchema, " john@example.com ")).toBeNull();
    expect(await emailSchema.validate(" john@example.com ")).toBe("john@example.com");
  });
});

describe("usernameSchema", () => {
  it("requires a username", async () => {
    expect(await errorOf(usernameSchema, "")).toBe("Username is required.");
  });

  it("needs 4 characters", async () => {
    expect(await errorOf(usernameSchema, "abc")).toBe("Username must be at least 4 characters.");
  });

  it.each(["john doe", "john'", 'jo"hn', "jo`hn", "a=b1", "<john>", "jo’hn"])("rejects %j", async (value) => {
    expect(await errorOf(usernameSchema, value)).toBe(
      "Username cannot contain quotes, spaces, backticks, = or angle brackets.",
    );
  });

  it.each(["john", "john.doe_99", "j-d@x"])("accepts %j", async (value) => {
    expect(await errorOf(usernameSchema, value)).toBeNull();
  });
});

describe("passwordSchema", () => {
  it.each([
    ["", "Password is required."],
    ["Ab1!", "Password must be at least 8 characters."],
    ["abcdefg1!", "Password must contain an uppercase letter."],
    ["ABCDEFG1!", "Password must contain a lowercase letter."],
    ["Abcdefgh!", "Password must contain a digit."],
    ["Abcdefgh1", "Password must contain a special character (#?!@$%^&*-)."],
    ["Abcdefgh1_", "Password must contain a special character (#?!@$%^&*-)."],
  ])("rejects %j", async (value, message) => {
    expect(await errorOf(passwordSchema, value)).toBe(message);
  });

  it.each(["Abcdefg1!", "Passw0rd#", "x-Y-z-1-2", "Pa55 word$"])("accepts %j", async (value) => {
    expect(await errorOf(passwordSchema, value)).toBeNull();
  });
});

describe("integerField", () => {
  const age = integerField("Age", 18);
  const bill = integerField("Monthly Bill", 0);

  it("requires a value", async () => {
    expect(await errorOf(age, "")).toBe("Is Required.");
    expect(await errorOf(age, undefined)).toBe("Is Required.");
  });

  it.each(["12.5", "abc", "-5", "1 000", ",", "1e3"])("rejects %j as not an integer", async (value) => {
    expect(await errorOf(age, value)).toBe("Age Must Be an Integer.");
  });

  it("enforces the minimum (inclusive)", async () => {
    expect(await errorOf(age, "17")).toBe("Must Be Greater Than 18");
    expect(await errorOf(age, "18")).toBeNull();
    expect(await errorOf(bill, "0")).toBeNull();
  });

  it.each(["18", "1,234", "1234567", "1,234,567"])("accepts %j", async (value) => {
    expect(await errorOf(age, value)).toBeNull();
  });

  it("accepts a number, cast to a string", async () => {
    expect(await errorOf(age, 42)).toBeNull();
    expect(await age.validate(42)).toBe("42");
  });
});

describe("numericField", () => {
  const schema = numericField("Bill");

  it("requires a value", async () => {
    expect(await errorOf(schema, " ")).toBe("Is Required.");
  });

  it.each(["abc", "1.2.3", "-1", "$12", "12a"])("rejects %j", async (value) => {
    expect(await errorOf(schema, value)).toBe("Bill Must Be Numeric.");
  });

  it.each(["0", "12", "1,234.56", "0.25", ".5", "12."])("accepts %j", async (value) => {
    expect(await errorOf(schema, value)).toBeNull();
  });

  it("can be made optional", async () => {
    expect(await errorOf(schema.notRequired(), "")).toBeNull();
    expect(await errorOf(schema.notRequired(), undefined)).toBeNull();
    expect(await errorOf(schema.notRequired(), "x")).toBe("Bill Must Be Numeric.");
  });
});
