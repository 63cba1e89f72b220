import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { ChakraRegistry } from "../chakra/ChakraRegistry";
import type { StepProps, StepType } from "./types";

/** Renders a step inside the same Chakra provider the site uses. */
export const renderStep = (element: ReactElement) => render(<ChakraRegistry>{element}</ChakraRegistry>);

/** The props every step gets, for tests: answers and callbacks are the test's to set. */
export function baseProps<T extends StepType>(
  input: StepProps<T>["input"],
  overrides: Partial<StepProps<T>> = {},
): StepProps<T> {
  return {
    input,
    heading: "Question?",
    subheading: null,
    locale: "en",
    answers: {},
    brand: { name: "SunSaver Program", phone: "8885550101" },
    consent: { text: "I agree that {brandName} may call me at {phone}.", version: "2026-10-01" },
    token: "tok_test_0000000000000000",
    onSubmit: () => {},
    onContinue: () => {},
    ...overrides,
  };
}
