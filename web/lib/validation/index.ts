export {
  emailSchema,
  firstNameSchema,
  integerField,
  lastNameSchema,
  nameSchema,
  numericField,
  passwordSchema,
  phoneSchema,
  requiredText,
  ssnSchema,
  streetAddressSchema,
  usernameSchema,
  zipSchema,
} from "./fields";
export * from "./messages";
export { containsProfanity } from "./profanity";
