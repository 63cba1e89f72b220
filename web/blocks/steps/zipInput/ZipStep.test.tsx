// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StepEngineProvider } from "../engine";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep, testEngine } from "../parts/render.testing";
import type { StepEngine, StepInputOf } from "../types";
import { ZipStep } from "./ZipStep";

const PHOENIX = { zip: "85004", city: "Phoenix", state: "AZ", stateFullName: "Arizona", county: "Maricopa" };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** GET /api/zip_lookup as the backend answers it: the place of a known zip, 404 otherwise. */
function stubLookup(places: Record<string, typeof PHOENIX> = { [PHOENIX.zip]: PHOENIX }) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (url) => {
    const zip = new URL(String(url), "http://localhost").searchParams.get("zip") ?? "";
    const place = places[zip];
    return place ? json(200, place) : json(404, { error: "This ZIP code is not in our US ZIP data." });
  });
}

async function renderZip(engine: Partial<StepEngine> = {}, locale: "en" | "es" = "en") {
  const step = await stepFromContent("zip", locale);
  const input = step.input as StepInputOf<"zipInput">;
  const onSubmit = vi.fn();
  renderStep(<ZipStep input={input} />, { onSubmit, locale, ...engine }, step.heading);
  const form = screen.getByRole("form", { name: step.heading }) as HTMLFormElement;
  const field = screen.getByLabelText(locale === "es" ? "Código postal" : "ZIP code") as HTMLInputElement;
  const submit = async (value: string) => {
    fireEvent.change(field, { target: { value } });
    await submitStep(() => fireEvent.submit(form));
  };
  return { input, form, field, onSubmit, submit };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("ZipStep", () => {
  it("is a labelled numeric field of five digits with the content's placeholder and button", async () => {
    stubLookup();
    const { input, field } = await renderZip();
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.maxLength).toBe(5);
    expect(field.getAttribute("autocomplete")).toBe("postal-code");
    expect(field.placeholder).toBe(input.placeholder);
    expect(screen.getByRole("button", { name: input.buttonLabel ?? "" }).getAttribute("type")).toBe("submit");
  });

  it("is a real GET form to the next step whose field is named like the answer key", async () => {
    stubLookup();
    const { form, field } = await renderZip({ nextUrl: "/savings/credit-rating" });
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/savings/credit-rating");
    expect(field.name).toBe("zip");
    // Nothing else is submitted with it (the button has no name).
    expect([...new FormData(form).keys()]).toEqual(["zip"]);
  });

  it("shows the spec's messages under the field", async () => {
    stubLookup();
    const { field, onSubmit, submit } = await renderZip();
    await submit("");
    expect(screen.getByText("Zip is required.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await submit("8525");
    expect(screen.getByText("Please enter a valid zip.")).toBeTruthy();
    await submit("11111");
    expect(screen.getByText("Please enter a valid zip.")).toBeTruthy();
    await submit("85a53");
    expect(screen.getByText("Please enter a valid zip.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the zip, starting from the one already known, when the lookup does not know it", async () => {
    const fetchMock = stubLookup();
    const { field, onSubmit } = await renderZip({ answers: { zip: "85253" } });
    expect(field.value).toBe("85253");
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Check my area" })));
    expect(onSubmit).toHaveBeenCalledWith({ zip: "85253" });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/zip_lookup?zip=85253");
  });

  it("fills in a zip the saved session brings after the first render, but never over a typed one", async () => {
    stubLookup();
    const step = await stepFromContent("zip");
    const input = step.input as StepInputOf<"zipInput">;
    const view = (answers: Record<string, string>) => (
      <StepEngineProvider engine={testEngine({ answers })}>
        <ZipStep input={input} />
      </StepEngineProvider>
    );
    const { rerender } = render(view({}));
    const field = screen.getByLabelText("ZIP code") as HTMLInputElement;
    expect(field.value).toBe("");
    rerender(view({ zip: "85253" }));
    expect(field.value).toBe("85253");
    fireEvent.change(field, { target: { value: "85004" } });
    rerender(view({ zip: "90210" }));
    expect(field.value).toBe("85004");
  });

  it("shows where the typed zip is and saves its city and state with it", async () => {
    const fetchMock = stubLookup();
    const { field, onSubmit, submit } = await renderZip();
    fireEvent.change(field, { target: { value: "85004" } });
    expect(await screen.findByText("Phoenix, AZ")).toBeTruthy();
    await submit("85004");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ zip: "85004", city: "Phoenix", state: "AZ", stateFullName: "Arizona" });
    // Looked up once, however often it is typed or submitted.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("never holds the visitor up: a failed or slow lookup submits the zip alone", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const failed = await renderZip();
    await failed.submit("85004");
    expect(failed.onSubmit).toHaveBeenCalledWith({ zip: "85004" });
  });

  it("goes on without a lookup that does not answer in time", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise<Response>(() => {}));
    const { field, form, onSubmit } = await renderZip();
    // An empty submit first: the validation chunk is loaded before the clock is faked.
    await submitStep(() => fireEvent.submit(form));
    vi.useFakeTimers();
    fireEvent.change(field, { target: { value: "85004" } });
    await act(async () => fireEvent.submit(form));
    // The form's handler runs in the task after the submit's (StepForm); the lookup is then waited for.
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onSubmit).toHaveBeenCalledWith({ zip: "85004" });
  });

  it("speaks Spanish, its messages too (issue 7 item 7)", async () => {
    stubLookup();
    const { field, submit } = await renderZip({}, "es");
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Verificar mi zona" })));
    expect(screen.getByText("El código postal es obligatorio.")).toBeTruthy();
    expect(screen.queryByText("Zip is required.")).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await submit("11111");
    expect(screen.getByText("Ingrese un código postal válido.")).toBeTruthy();
  });
});
