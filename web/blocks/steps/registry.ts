import addressInput from "./addressInput";
import type { StepBlock, StepType } from "./block";
import contactInput from "./contactInput";
import creditRatingInput from "./creditRatingInput";
import criteriaInput from "./criteriaInput";
import emailInput from "./emailInput";
import interstitialInput from "./interstitialInput";
import monthlyBillInput from "./monthlyBillInput";
import multiChoiceInput from "./multiChoiceInput";
import nameInput from "./nameInput";
import phoneInput from "./phoneInput";
import phoneVerificationInput from "./phoneVerificationInput";
import piiInput from "./piiInput";
import requestQuoteInput from "./requestQuoteInput";
import resultsInput from "./resultsInput";
import settingExpectationInput from "./settingExpectationInput";
import singleChoiceInput from "./singleChoiceInput";
import yesNoInput from "./yesNoInput";
import zipConfirmInput from "./zipConfirmInput";
import zipInput from "./zipInput";

/**
 * Every step type of the schema and its block folder. The key set is the generated union of step
 * input types: a schema type without a line here, or a line whose descriptor is of another type,
 * fails `tsc`. Adding a step type: docs/adding-a-step-type.md.
 */
export const stepBlocks: { [K in StepType]: StepBlock<K> } = {
  addressInput,
  contactInput,
  creditRatingInput,
  criteriaInput,
  emailInput,
  interstitialInput,
  monthlyBillInput,
  multiChoiceInput,
  nameInput,
  phoneInput,
  phoneVerificationInput,
  piiInput,
  requestQuoteInput,
  resultsInput,
  settingExpectationInput,
  singleChoiceInput,
  yesNoInput,
  zipConfirmInput,
  zipInput,
};

/** The descriptor of a step type (a lookup the compiler cannot narrow, so typed for the caller). */
export const stepBlockOf = <K extends StepType>(type: K): StepBlock<K> => stepBlocks[type] as StepBlock<K>;
