// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Answers } from "@/lib/leadFields/types";
import { StepEngineProvider } from "../engine";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep, submitStep, testEngine } from "../parts/render.testing";
import type { StepInputOf } from "../types";
import { ZipConfirmStep } from "./ZipConfirmStep";

const located: Answers = { zip: "85253", city: "Paradise Valley", state: "AZ", stateFullName: "Arizona" };

const PLACES: Record<string, { zip: string; city: string; state: string; stateFullName: string; county: string }> = {
  "85253": { zip: "85253", city: "Paradise Valley", state: "AZ", stateFullName: "Arizona", county: "Maricopa" },
  "90210": { zip: "90210", city: "Beverly Hills", state: "CA", stateFullName: "California", county: "Los Angeles" },
  "85004": { zip: "85004", city: "Phoenix", state: "AZ", stateFullName: "Arizona", county: "Maricopa" },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** GET /api/zip_lookup: the zips of `known` answer their place, any other 404. */
function stubLookup(known: string[] = Object.keys(PLACES)) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (url) => {
    const zip = new URL(String(url), "http://localhost").searchParams.get("zip") ?? "";
    return known.includes(zip) && PLACES[zip] ? json(200, PLACES[zip]) : json(404, { error: "Unknown ZIP code." });
  });
}

async function renderConfirm(answers: Answers, nextUrl = "/savings/next-step") {
  const step = await stepFromContent("zip-confirm");
  const input = step.input as StepInputOf<"zipConfirmInput">;
  const onSubmit = vi.fn();
  renderStep(<ZipConfirmStep input={input} />, { answers, onSubmit, nextUrl }, step.heading);
  return { input, onSubmit, form: () => screen.getByRole("form", { name: step.heading }) as HTMLFormElement };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ZipConfirmStep", () => {
  it("shows the zip, city and state found and confirms the zip", async () => {
    stubLookup([]);
    const { input, onSubmit } = await renderConfirm(located);
    expect(screen.getByText("85253 — Paradise Valley, AZ")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(onSubmit).toHaveBeenCalledWith({ zip: "85253" });
  });

  it("confirms with the place the zip lookup gives, over the one found from the IP", async () => {
    stubLookup();
    const { input, onSubmit } = await renderConfirm({ zip: "85004", city: "Tempe", state: "AZ" });
    expect(screen.getByText("85004 — Tempe, AZ")).toBeTruthy();
    expect(await screen.findByText("85004 — Phoenix, AZ")).toBeTruthy();
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: input.buttonLabel ?? "" })));
    expect(onSubmit).toHaveBeenCalledWith({ zip: "85004", city: "Phoenix", state: "AZ", stateFullName: "Arizona" });
  });

  it("is a real GET form to the next step carrying the zip before JavaScript runs", async () => {
    stubLookup([]);
    const { form } = await renderConfirm(located, "/savings/electricity-provider");
    expect(form().getAttribute("method")).toBe("get");
    expect(form().getAttribute("action")).toBe("/savings/electricity-provider");
    expect([...new FormData(form()).entries()]).toEqual([["zip", "85253"]]);
    // "Change" is not a submit button: the first submit button confirms (the e2e driver clicks it).
    expect(screen.getByRole("button", { name: "Change" }).getAttribute("type")).toBe("button");
  });

  it("lets the visitor change the zip in place, and saves the new zip's city and state", async () => {
    const fetchMock = stubLookup();
    const { onSubmit, form } = await renderConfirm(located);
    const change = screen.getByRole("button", { name: "Change" });
    expect(change.getAttribute("aria-describedby")).toBe("zip-confirm-location");
    await submitStep(() => fireEvent.click(change));
    const field = screen.getByLabelText("ZIP code") as HTMLInputElement;
    expect(field.value).toBe("85253");
    expect(field.name).toBe("zip");
    expect(form().getAttribute("method")).toBe("get");
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: "9021" } });
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    expect(screen.getByText("Please enter a valid zip.")).toBeTruthy();
    fireEvent.change(field, { target: { value: "90210" } });
    expect(await screen.findByText("Beverly Hills, CA")).toBeTruthy();
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    // Typed, not confirmed: a zip step right after is not asked (issue 58 item 9).
    expect(onSubmit).toHaveBeenCalledWith(
      { zip: "90210", city: "Beverly Hills", state: "CA", stateFullName: "California" },
      { typed: true },
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/zip_lookup?zip=90210");
  });

  it("saves a changed zip alone when the lookup fails", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(500, { error: "Server error" }));
    const { onSubmit } = await renderConfirm(located);
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Change" })));
    fireEvent.change(screen.getByLabelText("ZIP code"), { target: { value: "90210" } });
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    expect(onSubmit).toHaveBeenCalledWith({ zip: "90210" }, { typed: true });
  });

  it("confirms the zip the saved session brings after the first render", async () => {
    stubLookup([]);
    const step = await stepFromContent("zip-confirm");
    const input = step.input as StepInputOf<"zipConfirmInput">;
    const view = (answers: Answers) => (
      <StepEngineProvider engine={testEngine({ answers })}>
        <ZipConfirmStep input={input} />
      </StepEngineProvider>
    );
    const { rerender } = render(view({}));
    expect(screen.getByLabelText("ZIP code")).toBeTruthy();
    // Asking for a zip on arrival does not take the focus.
    expect(document.activeElement).toBe(document.body);
    rerender(view(located));
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText("85253 — Paradise Valley, AZ")).toBeTruthy();
  });

  it("asks for the zip like the zip step when none is known", async () => {
    stubLookup();
    const { onSubmit } = await renderConfirm({});
    const field = screen.getByLabelText("ZIP code") as HTMLInputElement;
    expect(field.getAttribute("autocomplete")).toBe("postal-code");
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    expect(screen.getByText("Zip is required.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("speaks Spanish", async () => {
    stubLookup([]);
    const step = await stepFromContent("zip-confirm", "es");
    const input = step.input as StepInputOf<"zipConfirmInput">;
    renderStep(<ZipConfirmStep input={input} />, { locale: "es", answers: located }, step.heading);
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Cambiar" })));
    fireEvent.change(screen.getByLabelText("Código postal"), { target: { value: "9021" } });
    await submitStep(() => fireEvent.click(screen.getByRole("button", { name: "Continuar" })));
    expect(screen.getByText("Ingrese un código postal válido.")).toBeTruthy();
  });
});
