import { act, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { lazyResolversLoaded } from "@/blocks/forms/lazyResolver";
import { shippedStepWords } from "@/lib/content/words.testing";
import { StepEngineProvider } from "../engine";
import type { StepEngine } from "../types";
import { StepHeading } from "./StepHeading";

/** The flow engine a step sees, for tests: answers and callbacks are the test's to set. */
export function testEngine(overrides: Partial<StepEngine> = {}): StepEngine {
  return {
    locale: "en",
    words: shippedStepWords(overrides.locale ?? "en", overrides.offer ?? "solar"),
    answers: {},
    brand: { name: "SunSaver Program", phone: "8885550101" },
    consent: { text: "I agree that {brandName} may call me at {phone}.", version: "2026-10-01" },
    token: "tok_test_0000000000000000",
    sessionRead: true,
    experiments: {},
    nextUrl: "/savings/next-step",
    flowType: "/savings",
    offer: "solar",
    figures: "solar",
    onSubmit: () => {},
    onContinue: () => {},
    ...overrides,
  };
}

/** Renders a step as a flow page does: under the server's question heading, inside the flow engine's context. */
export const renderStep = (element: ReactElement, engine: Partial<StepEngine> = {}, heading = "Question?") =>
  render(
    <StepEngineProvider engine={testEngine(engine)}>
      <StepHeading heading={heading} subheading={null} />
      {element}
    </StepEngineProvider>,
  );

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Submits a step's form (a submit event, or a tap on its button) and waits until the form has
 * answered: its validation is a chunk fetched on first use (lazyResolver), so the first submit
 * waits for that load, then for react-hook-form's own promises.
 */
export async function submitStep(submit: () => void) {
  await act(async () => {
    submit();
    await nextTask();
    await lazyResolversLoaded();
    await nextTask();
  });
}
