// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Answers } from "@/lib/leadFields/types";
import { StepEngineProvider } from "../engine";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, testEngine } from "../parts/render.testing";
import { SOLAR_ESTIMATE } from "../resultsInput/estimate.testing";
import type { StepEngine, StepInputOf } from "../types";
import { addressLines } from "./FreeReport";
import { InterstitialStep } from "./InterstitialStep";

type Input = StepInputOf<"interstitialInput">;

async function contentStep(slug: string, locale: "en" | "es" = "en") {
  const step = await stepFromContent(slug, locale);
  return { ...step, input: step.input as Input };
}

const SOLAR = SOLAR_ESTIMATE;

const VISITOR: Answers = {
  first_name: "Ana",
  last_name: "Reyes",
  street_address: "201 E Washington St",
  city: "Phoenix",
  state: "AZ",
  zip: "85004",
  monthly_electricity_bill_amount: 150,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("InterstitialStep", () => {
  let step: Awaited<ReturnType<typeof contentStep>>;
  beforeAll(async () => {
    step = await contentStep("calculating-results");
  });

  it("shows the messages one after another in a polite live region, under the server's heading", () => {
    vi.useFakeTimers();
    const { input, heading } = step;
    const messages = input.messages ?? [];
    const duration = input.durationMs ?? 0;
    expect(messages.length).toBeGreaterThan(1);
    renderStep(<InterstitialStep input={input} />, {}, heading);
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe(messages[0]);
    act(() => vi.advanceTimersByTime(duration / messages.length));
    expect(status.textContent).toBe(messages[1]);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h1) => h1.textContent)).toEqual([heading]);
  });

  it("moves on once, after the content's duration, even under StrictMode", () => {
    vi.useFakeTimers();
    const { input } = step;
    const onContinue = vi.fn();
    const duration = input.durationMs ?? 0;
    render(
      <StrictMode>
        <StepEngineProvider engine={testEngine({ onContinue })}>
          <InterstitialStep input={input} />
        </StepEngineProvider>
      </StrictMode>,
    );
    act(() => vi.advanceTimersByTime(duration - 1));
    expect(onContinue).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onContinue).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(duration * 3));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it("never moves on once it has left the page", () => {
    vi.useFakeTimers();
    const { input, heading } = step;
    const onContinue = vi.fn();
    const { unmount } = renderStep(<InterstitialStep input={input} />, { onContinue }, heading);
    act(() => vi.advanceTimersByTime((input.durationMs ?? 0) / 2));
    unmount();
    act(() => vi.advanceTimersByTime((input.durationMs ?? 0) * 2));
    expect(onContinue).not.toHaveBeenCalled();
  });

  it("shows no report and asks for no estimate when a step follows", () => {
    vi.useFakeTimers();
    const fetchMock = vi.spyOn(globalThis, "fetch");
    const { input, heading } = step;
    renderStep(<InterstitialStep input={input} />, { nextUrl: "/savings-combined/pii" }, heading);
    act(() => vi.advanceTimersByTime((input.durationMs ?? 0) * 2));
    expect(document.querySelector("[data-free-report]")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the free report at the end of /free-report (generating-report, the flow's last step)", () => {
  /** generating-report as content has it, with a short animation so the test runs on real timers. */
  async function renderReport(engine: Partial<StepEngine> = {}, locale: "en" | "es" = "en") {
    const report = await contentStep("generating-report", locale);
    const input = { ...report.input, durationMs: 60 };
    const onContinue = vi.fn();
    renderStep(
      <InterstitialStep input={input} />,
      { nextUrl: null, flowType: "/free-report", answers: VISITOR, onContinue, locale, ...engine },
      report.heading,
    );
    return { onContinue, messages: input.messages ?? [] };
  }

  it("animates first, loading the estimate meanwhile, then shows the report instead of moving on", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { kind: "solar", ...SOLAR }));
    const { onContinue, messages } = await renderReport();
    expect(screen.getByRole("status").textContent).toBe(messages[0]);
    expect(screen.queryByRole("article")).toBeNull();
    // Hidden while the animation runs, but already asking for the estimate.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost").searchParams.get("token")).toBe(
      "tok_test_0000000000000000",
    );

    const report = await screen.findByRole("article", { name: "Your energy report" });
    expect(screen.getByText("Your report is ready.")).toBeTruthy();
    expect(onContinue).not.toHaveBeenCalled();

    const fact = (term: string) => within(report).getByText(term).nextElementSibling?.textContent;
    expect(fact("Prepared for")).toBe("Ana Reyes");
    expect(fact("Home address")).toBe("201 E Washington StPhoenix, AZ 85004");
    expect(fact("Monthly electric bill")).toBe("$150 a month");

    const estimate = within(report).getByRole("region", { name: "Your estimated solar savings" });
    expect(await within(estimate).findByText("6.3 kW")).toBeTruthy();
    const figure = (label: string) => within(estimate).getByText(label).nextElementSibling?.textContent;
    expect(figure("First-year savings")).toBe("$1,800");
    expect(figure("25-year savings")).toBe("$58,431");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(onContinue).not.toHaveBeenCalled();
  });

  it("prints with the browser's print dialog", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { kind: "solar", ...SOLAR }));
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    await renderReport();
    const report = await screen.findByRole("article", { name: "Your energy report" });
    await within(report).findByText("6.3 kW");
    fireEvent.click(within(report).getByRole("button", { name: "Print report" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("is in Spanish under /es", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { kind: "solar", ...SOLAR }));
    await renderReport({}, "es");
    const report = await screen.findByRole("article", { name: "Su informe de energía" });
    expect(await within(report).findByText("9.4 años")).toBeTruthy();
    expect(within(report).getByText("$150 al mes")).toBeTruthy();
    expect(within(report).getByRole("button", { name: "Imprimir informe" })).toBeTruthy();
    expect(screen.getByText("Su informe está listo.")).toBeTruthy();
  });

  it("still shows the address and bill when the estimate cannot be had", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(409, { error: "Some fields are not valid." }));
    await renderReport({ answers: { ...VISITOR, street_address: " ", first_name: "", last_name: null } });
    const report = await screen.findByRole("article", { name: "Your energy report" });
    expect(
      await within(report).findByText(
        "We couldn't calculate your estimate right now. An energy advisor will go over the numbers with you.",
      ),
    ).toBeTruthy();
    expect(within(report).queryByText("Prepared for")).toBeNull();
    expect(within(report).getByText("Home address").nextElementSibling?.textContent).toBe("Phoenix, AZ 85004");
    expect(within(report).getByText("$150 a month")).toBeTruthy();
  });
});

describe("addressLines", () => {
  it("writes the street, then city, state and zip, leaving out what is not known", () => {
    expect(addressLines(VISITOR)).toEqual(["201 E Washington St", "Phoenix, AZ 85004"]);
    expect(addressLines({ zip: "85004" })).toEqual(["85004"]);
    expect(addressLines({ street_address: " ", city: "Phoenix" })).toEqual(["Phoenix"]);
    expect(addressLines({})).toEqual([]);
  });
});
