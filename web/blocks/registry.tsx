"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { StepProps, StepType } from "./steps/types";

/**
 * One component per step type of the schema. The key set is the generated union of step input
 * types, so a schema type without a component here fails `tsc`. Each component is its own chunk:
 * a step page downloads only its own step's code (still rendered on the server).
 */
export const stepComponents: { [K in StepType]: ComponentType<StepProps<K>> } = {
  singleChoiceInput: dynamic(() =>
    import("./singleChoiceInput/SingleChoiceStep").then((module) => module.SingleChoiceStep),
  ),
  yesNoInput: dynamic(() => import("./yesNoInput/YesNoStep").then((module) => module.YesNoStep)),
  zipInput: dynamic(() => import("./zipInput/ZipStep").then((module) => module.ZipStep)),
  zipConfirmInput: dynamic(() => import("./zipConfirmInput/ZipConfirmStep").then((module) => module.ZipConfirmStep)),
  addressInput: dynamic(() => import("./addressInput/AddressStep").then((module) => module.AddressStep)),
  nameInput: dynamic(() => import("./nameInput/NameStep").then((module) => module.NameStep)),
  emailInput: dynamic(() => import("./emailInput/EmailStep").then((module) => module.EmailStep)),
  phoneInput: dynamic(() => import("./phoneInput/PhoneStep").then((module) => module.PhoneStep)),
  monthlyBillInput: dynamic(() =>
    import("./monthlyBillInput/MonthlyBillStep").then((module) => module.MonthlyBillStep),
  ),
  creditRatingInput: dynamic(() =>
    import("./creditRatingInput/CreditRatingStep").then((module) => module.CreditRatingStep),
  ),
  interstitialInput: dynamic(() =>
    import("./interstitialInput/InterstitialStep").then((module) => module.InterstitialStep),
  ),
  settingExpectationInput: dynamic(() =>
    import("./settingExpectationInput/SettingExpectationStep").then((module) => module.SettingExpectationStep),
  ),
  contactInput: dynamic(() => import("./contactInput/ContactStep").then((module) => module.ContactStep)),
  criteriaInput: dynamic(() => import("./criteriaInput/CriteriaStep").then((module) => module.CriteriaStep)),
  piiInput: dynamic(() => import("./piiInput/PiiStep").then((module) => module.PiiStep)),
  phoneVerificationInput: dynamic(() =>
    import("./phoneVerificationInput/PhoneVerificationStep").then((module) => module.PhoneVerificationStep),
  ),
  requestQuoteInput: dynamic(() =>
    import("./requestQuoteInput/RequestQuoteStep").then((module) => module.RequestQuoteStep),
  ),
  resultsInput: dynamic(() => import("./resultsInput/ResultsStep").then((module) => module.ResultsStep)),
};

/** Renders a step with the component of its type. */
export function StepBlock(props: StepProps) {
  const Component = stepComponents[props.input._type] as ComponentType<StepProps>;
  return <Component {...props} />;
}
