import { addressInput } from "./addressInput";
import { contactInput } from "./contactInput";
import { creditRatingInput } from "./creditRatingInput";
import { criteriaInput } from "./criteriaInput";
import { emailInput } from "./emailInput";
import { interstitialInput } from "./interstitialInput";
import { monthlyBillInput } from "./monthlyBillInput";
import { multiChoiceInput } from "./multiChoiceInput";
import { nameInput } from "./nameInput";
import { phoneInput } from "./phoneInput";
import { phoneVerificationInput } from "./phoneVerificationInput";
import { piiInput } from "./piiInput";
import { requestQuoteInput } from "./requestQuoteInput";
import { resultsInput } from "./resultsInput";
import { settingExpectationInput } from "./settingExpectationInput";
import { singleChoiceInput } from "./singleChoiceInput";
import { yesNoInput } from "./yesNoInput";
import { zipConfirmInput } from "./zipConfirmInput";
import { zipInput } from "./zipInput";

/** Every step input type. The site's block registry must have a component for each. */
export const stepInputTypes = [
  singleChoiceInput,
  multiChoiceInput,
  yesNoInput,
  zipInput,
  zipConfirmInput,
  addressInput,
  nameInput,
  emailInput,
  phoneInput,
  monthlyBillInput,
  creditRatingInput,
  interstitialInput,
  settingExpectationInput,
  contactInput,
  criteriaInput,
  piiInput,
  phoneVerificationInput,
  requestQuoteInput,
  resultsInput,
];
