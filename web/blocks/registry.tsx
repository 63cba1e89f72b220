"use client";

import type { ComponentType } from "react";
import { AddressStep } from "./addressInput/AddressStep";
import { ContactStep } from "./contactInput/ContactStep";
import { CreditRatingStep } from "./creditRatingInput/CreditRatingStep";
import { CriteriaStep } from "./criteriaInput/CriteriaStep";
import { EmailStep } from "./emailInput/EmailStep";
import { InterstitialStep } from "./interstitialInput/InterstitialStep";
import { MonthlyBillStep } from "./monthlyBillInput/MonthlyBillStep";
import { NameStep } from "./nameInput/NameStep";
import { PhoneStep } from "./phoneInput/PhoneStep";
import { PhoneVerificationStep } from "./phoneVerificationInput/PhoneVerificationStep";
import { PiiStep } from "./piiInput/PiiStep";
import { RequestQuoteStep } from "./requestQuoteInput/RequestQuoteStep";
import { ResultsStep } from "./resultsInput/ResultsStep";
import { SettingExpectationStep } from "./settingExpectationInput/SettingExpectationStep";
import { SingleChoiceStep } from "./singleChoiceInput/SingleChoiceStep";
import type { StepProps, StepType } from "./steps/types";
import { YesNoStep } from "./yesNoInput/YesNoStep";
import { ZipConfirmStep } from "./zipConfirmInput/ZipConfirmStep";
import { ZipStep } from "./zipInput/ZipStep";

/**
 * One component per step type of the schema. The key set is the generated union of step input
 * types, so a schema type without a component here fails `tsc`.
 */
export const stepComponents: { [K in StepType]: ComponentType<StepProps<K>> } = {
  singleChoiceInput: SingleChoiceStep,
  yesNoInput: YesNoStep,
  zipInput: ZipStep,
  zipConfirmInput: ZipConfirmStep,
  addressInput: AddressStep,
  nameInput: NameStep,
  emailInput: EmailStep,
  phoneInput: PhoneStep,
  monthlyBillInput: MonthlyBillStep,
  creditRatingInput: CreditRatingStep,
  interstitialInput: InterstitialStep,
  settingExpectationInput: SettingExpectationStep,
  contactInput: ContactStep,
  criteriaInput: CriteriaStep,
  piiInput: PiiStep,
  phoneVerificationInput: PhoneVerificationStep,
  requestQuoteInput: RequestQuoteStep,
  resultsInput: ResultsStep,
};

/** Renders a step with the component of its type. */
export function StepBlock(props: StepProps) {
  const Component = stepComponents[props.input._type] as ComponentType<StepProps>;
  return <Component {...props} />;
}
