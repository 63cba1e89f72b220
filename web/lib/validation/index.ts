// Server code and tests import from here. Step components import the one module they need
// (`./fields`, `./name`, `./email`) so a step's chunk carries only its own word lists.
export { emailSchema } from "./email";
export {
  dateOfBirthSchema,
  integerField,
  numericField,
  passwordSchema,
  phoneSchema,
  ssnSchema,
  streetAddressSchema,
  usernameSchema,
  zipSchema,
} from "./fields";
export * from "./messages";
export { firstNameSchema, lastNameSchema, nameSchema } from "./name";
export { containsProfanity } from "./profanity";
export { requiredText } from "./rules";
