// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoanEstimate } from "@/lib/server/estimate/loanEstimate";
import type { RoofEstimate } from "@/lib/server/estimate/roofEstimate";
import { stepFromContent } from "../parts/contentStep.testing";
import { renderStep } from "../parts/render.testing";
import type { StepEngine, StepInputOf } from "../types";
import { SOLAR_ESTIMATE } from "./estimate.testing";
import { PARTS_AT_ARRIVAL, ResultsStep } from "./ResultsStep";

const SOLAR = SOLAR_ESTIMATE;

const ROOF = {
  kind: "roof",
  low: 10800,
  high: 21600,
  material: "metal",
  materialAssumed: false,
  homeAreaSqFt: { low: 1500, high: 2000 },
  homeAreaAssumed: false,
  storeys: 1,
  storeysAssumed: false,
  roofAreaSqFt: { low: 1800, high: 2400 },
  includes: ["gutters"],
} satisfies RoofEstimate;

const LOAN = {
  kind: "loan",
  monthlyPayment: 251,
  amount: 17500,
  amountBand: "from_10k_to_25k",
  purpose: "home_improvement",
  aprPercent: 11.99,
  termMonths: 120,
} satisfies LoanEstimate;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const answer = (body: unknown) => vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, body));

async function renderResults(engine: Partial<StepEngine> = {}, locale: "en" | "es" = "en", waitForListings = true) {
  const step = await stepFromContent("results", locale);
  const input = step.input as StepInputOf<"resultsInput">;
  renderStep(<ResultsStep input={input} />, { locale, ...engine }, step.heading);
  // The parts come one a frame; a test of the whole page waits for all of them (not under fake
  // timers, whose tests look at the estimate, nor before the session is read, when there are none).
  if (waitForListings && engine.sessionRead !== false && !vi.isFakeTimers()) await everyPart();
  else if (engine.sessionRead !== false && !vi.isFakeTimers()) await screen.findAllByRole("heading", { level: 2 });
  return { input, heading: step.heading };
}

const listingNames = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

/** The results are busy until their last part is shown. */
const everyPart = () =>
  waitFor(() => expect(document.querySelector("[data-results-layout]")?.getAttribute("aria-busy")).toBe("false"));

const everyListing = (count: number) => waitFor(() => expect(listingNames()).toHaveLength(count));

/** The section headings shown so far (none is an empty list, not an error). */
const h2s = () => screen.queryAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("ResultsStep", () => {
  it("shows a skeleton, then the backend's estimate for the visitor's token", async () => {
    // The backend answers once the skeleton has been seen.
    let respond = (_response: Response) => {};
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));
    await renderResults({}, "en", false);
    const estimate = screen.getByRole("region", { name: "Your estimated solar savings" });
    expect(within(estimate).getByRole("status").textContent).toBe("Calculating your estimate…");
    expect(estimate.getAttribute("aria-busy")).toBe("true");
    // The placeholder holds the figures' room: their labels, the values hidden, the note.
    const labels = (root: HTMLElement) => [...root.querySelectorAll("dt")].map((term) => term.textContent);
    const placeholder = within(estimate).getByTestId("estimate-skeleton");
    expect(labels(placeholder)).toEqual([
      "System size",
      "Estimated cost",
      "First-year savings",
      "25-year savings",
      "Payback period",
    ]);
    expect(placeholder.textContent).toMatch(/Estimates only; your installer/);
    respond(json(200, { kind: "solar", ...SOLAR }));
    expect(await within(estimate).findByText("6.3 kW")).toBeTruthy();
    expect(within(estimate).queryByTestId("estimate-skeleton")).toBeNull();
    expect(labels(estimate)).toEqual(labels(placeholder));
    expect(estimate.getAttribute("aria-busy")).toBe("false");
    const figure = (label: string) => within(estimate).getByText(label).nextElementSibling?.textContent;
    expect(figure("System size")).toBe("6.3 kW");
    expect(figure("Estimated cost")).toBe("$18,900");
    expect(figure("First-year savings")).toBe("$1,800");
    expect(figure("25-year savings")).toBe("$58,431");
    expect(figure("Payback period")).toBe("9.4 years");
    expect(within(estimate).getByText(/^Estimates only; your installer/)).toBeTruthy();
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toMatch(/\/savings_estimate\?/);
    expect(new URL(url, "http://localhost").searchParams.get("token")).toBe("tok_test_0000000000000000");
  });

  it("reads the solar estimate without a kind (the answer before the route named kinds)", async () => {
    answer(SOLAR);
    await renderResults();
    expect(await screen.findByText("$58,431")).toBeTruthy();
  });

  it("renders no question heading of its own: the server's heading is the only h1", async () => {
    answer({ kind: "solar", ...SOLAR });
    const { heading } = await renderResults();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h1) => h1.textContent)).toEqual([heading]);
    await screen.findByText("6.3 kW");
  });

  it("says so kindly when the estimate cannot be had, without retrying a refusal", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(409, {
        error: "Some fields are not valid.",
        fields: { monthly_electricity_bill_amount: "The monthly bill is not known yet." },
      }),
    );
    await renderResults();
    expect(
      await screen.findByText(
        "We couldn't calculate your estimate right now. An energy advisor will go over the numbers with you.",
      ),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("tries a lost request again, with back-off", async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(json(200, { kind: "solar", ...SOLAR }));
    await renderResults();
    // The request starts in a task of its own, after the effects of the results' arrival.
    await act(async () => vi.advanceTimersByTime(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText("6.3 kW")).toBeTruthy();
  });

  it("puts the comparison first when the visitor's variant asks for it", async () => {
    answer({ kind: "solar", ...SOLAR });
    await renderResults({ resultsLayout: "comparison_first" });
    expect(h2s()).toEqual(["Compare top solar providers", "Your estimated solar savings"]);
  });

  it("shows the listings one a frame, and what follows them only after them", async () => {
    answer({ kind: "solar", ...SOLAR });
    const step = await stepFromContent("results", "en");
    const input = step.input as StepInputOf<"resultsInput">;
    renderStep(<ResultsStep input={input} />, { resultsLayout: "comparison_first" }, step.heading);
    expect(PARTS_AT_ARRIVAL).toBe(0);
    expect(h2s()).toEqual([]);
    await waitFor(() => expect(listingNames()).toEqual(["SunSaver Program"]));
    // A listing comes in two frames: its name, rating and tagline, then its points and phone.
    expect(screen.queryAllByRole("link")).toEqual([]);
    await waitFor(() => expect(screen.queryAllByRole("link")).toHaveLength(1));
    expect(listingNames()).toEqual(["SunSaver Program"]);
    // Below the comparison, the estimate would be pushed down the screen by each listing added.
    expect(h2s()).toEqual(["Compare top solar providers"]);
    await everyListing(5);
    // ...and it comes in a frame of its own, before the link to the project area.
    await waitFor(() => expect(h2s()).toEqual(["Compare top solar providers", "Your estimated solar savings"]));
    await screen.findByText("6.3 kW");
    await screen.findByRole("link", { name: "Set up your project account" });
  });

  it("shows the estimate first, then the comparison's heading with its first listing", async () => {
    answer({ kind: "solar", ...SOLAR });
    const step = await stepFromContent("results", "en");
    const input = step.input as StepInputOf<"resultsInput">;
    renderStep(<ResultsStep input={input} />, { resultsLayout: null }, step.heading);
    expect(h2s()).toEqual([]);
    await waitFor(() => expect(h2s()).toEqual(["Your estimated solar savings"]));
    expect(listingNames()).toEqual([]);
    await waitFor(() => expect(listingNames()).toEqual(["SunSaver Program"]));
    expect(h2s()).toEqual(["Your estimated solar savings", "Compare top solar providers"]);
    expect(screen.queryByRole("link", { name: "Set up your project account" })).toBeNull();
    await everyListing(5);
    await screen.findByRole("link", { name: "Set up your project account" });
  });

  it("puts the estimate first otherwise", async () => {
    answer({ kind: "solar", ...SOLAR });
    await renderResults({ resultsLayout: null });
    expect(h2s()).toEqual(["Your estimated solar savings", "Compare top solar providers"]);
  });

  it("shows neither section before the saved session is read (its variant decides their order)", async () => {
    answer({ kind: "solar", ...SOLAR });
    await renderResults({ sessionRead: false, resultsLayout: "comparison_first" });
    expect(screen.queryAllByRole("heading", { level: 2 })).toEqual([]);
  });

  it("does not ask for an estimate without a token", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    await renderResults({ token: null });
    expect(screen.getByText(/We couldn't calculate your estimate right now/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("compares the five listings in order, the first as the brand itself", async () => {
    answer({ kind: "solar", ...SOLAR });
    await renderResults();
    const comparison = screen.getByRole("region", { name: "Compare top solar providers" });
    const names = within(comparison)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      "SunSaver Program",
      "SunRidge Solar",
      "BrightWave Energy",
      "SolarCrest Home",
      "Evergreen Power Co.",
    ]);
    expect(within(comparison).queryByText("Our recommended installer network")).toBeNull();
    const ratings = within(comparison)
      .getAllByTestId("rating")
      .map((rating) => rating.textContent?.match(/\d\.\d/)?.[0]);
    expect(ratings).toEqual(["5.0", "4.9", "4.8", "4.5", "4.2"]);
    expect(within(comparison).getAllByText("★")).toHaveLength(5);

    const listings = within(comparison)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.tagName === "OL");
    expect(listings).toHaveLength(5);
    const phoneLinks = listings.map((listing) =>
      within(listing)
        .queryAllByRole("link")
        .filter((link) => link.getAttribute("href")?.startsWith("tel:"))
        .map((link) => [link.getAttribute("href"), link.textContent?.replace("☎ ", "")]),
    );
    expect(phoneLinks).toEqual([
      [["tel:+18885550101", "(888) 555-0101"]],
      [["tel:+18885550131", "(888) 555-0131"]],
      [["tel:+18885550132", "(888) 555-0132"]],
      [["tel:+18885550133", "(888) 555-0133"]],
      [],
    ]);
    const sunRidge = listings[1] as HTMLElement;
    expect(within(sunRidge).getByText("Best for battery backup")).toBeTruthy();
    expect(within(sunRidge).getByText("25-year production guarantee")).toBeTruthy();
    // The listing's name is visually hidden text in the link (jsdom's name computation drops its leading space).
    const website = within(sunRidge).getByRole("link", { name: /^Visit website ?of SunRidge Solar$/ });
    expect(website.getAttribute("href")).toBe("https://www.sunridgesolar.example");
    expect(website.getAttribute("rel")).toBe("noopener noreferrer");
    // The own listing links nowhere but its phone.
    expect(within(listings[0] as HTMLElement).getAllByRole("link")).toHaveLength(1);
    await screen.findByText("6.3 kW");
  });

  it("shows the comparison in Spanish", async () => {
    answer({ kind: "solar", ...SOLAR });
    await renderResults({}, "es");
    expect(await screen.findByText("9.4 años")).toBeTruthy();
    expect(screen.getByText("Mejor para batería de respaldo")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Compare los principales proveedores solares" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Su ahorro solar estimado" })).toBeTruthy();
  });

  describe("leads on to the steps the flow lists after results (issue 7 item 4)", () => {
    it("shows one Continue button when there is a next step, and moves on with it", async () => {
      answer({ kind: "solar", ...SOLAR });
      const onContinue = vi.fn();
      const onSubmit = vi.fn();
      await renderResults({ nextUrl: "/savings/trim-trees", onContinue, onSubmit });
      const buttons = document.querySelectorAll("[data-step] [data-results-continue], [data-results-continue]");
      expect(buttons).toHaveLength(1);
      const button = screen.getByRole("button", { name: "Continue" });
      expect(buttons[0]).toBe(button);
      expect(button.getAttribute("type")).toBe("button");
      fireEvent.click(button);
      expect(onContinue).toHaveBeenCalledTimes(1);
      expect(onContinue).toHaveBeenCalledWith();
      expect(onSubmit).not.toHaveBeenCalled();
      await screen.findByText("6.3 kW");
    });

    it("says Continuar in Spanish", async () => {
      answer({ kind: "solar", ...SOLAR });
      await renderResults({ nextUrl: "/es/savings/trim-trees" }, "es");
      expect(screen.getByRole("button", { name: "Continuar" }).hasAttribute("data-results-continue")).toBe(true);
      await screen.findByText("9.4 años");
    });

    it("has no Continue button on a flow's last step", async () => {
      answer({ kind: "solar", ...SOLAR });
      await renderResults({ nextUrl: null });
      expect(document.querySelector("[data-results-continue]")).toBeNull();
      expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
      await screen.findByText("6.3 kW");
    });
  });

  describe("fits the flow's category: no solar wording outside solar flows (issue 7 item 6)", () => {
    const SOLAR_WORDS = /solar|kW|payback|energy|sun/i;

    it.each([
      ["roof", "Your estimated roof cost", "Compare top roofing companies"],
      ["gutter", "Your gutter quote", "Compare top gutter installers"],
      ["windows", "Your window quote", "Compare top window companies"],
      ["home_warranty", "Your home warranty quote", "Compare top home warranty companies"],
      ["home_security", "Your home security quote", "Compare top home security providers"],
      ["bathroom_remodel", "Your bathroom remodel quote", "Compare top bathroom remodelers"],
      ["solar_loans", "Your estimated monthly payment", "Compare top lenders"],
    ] as const)("%s: %s / %s", async (offer, estimateHeading, comparisonHeading) => {
      answer({ kind: "none" });
      await renderResults({ offer });
      expect(h2s()).toEqual([estimateHeading, comparisonHeading]);
      const estimate = screen.getByRole("region", { name: estimateHeading });
      await vi.waitFor(() => expect(estimate.getAttribute("aria-busy")).toBe("false"));
      expect(estimate.textContent).not.toMatch(SOLAR_WORDS);
      expect(estimate.textContent).toMatch(/exact (quote|offer)|priced on site/);
    });

    it.each([
      ["roof", "Costo estimado de su techo", "Compare las principales compañías de techos"],
      ["gutter", "Su cotización de canaletas", "Compare los principales instaladores de canaletas"],
      ["windows", "Su cotización de ventanas", "Compare las principales compañías de ventanas"],
      [
        "home_warranty",
        "Su cotización de garantía para el hogar",
        "Compare las principales compañías de garantía para el hogar",
      ],
      [
        "home_security",
        "Su cotización de seguridad para el hogar",
        "Compare los principales proveedores de seguridad para el hogar",
      ],
      [
        "bathroom_remodel",
        "Su cotización de remodelación de baño",
        "Compare las principales empresas de remodelación de baños",
      ],
      ["solar_loans", "Su pago mensual estimado", "Compare los principales prestamistas"],
    ] as const)("in Spanish, %s: %s / %s", async (offer, estimateHeading, comparisonHeading) => {
      answer({ kind: "none" });
      await renderResults({ offer }, "es");
      expect(h2s()).toEqual([estimateHeading, comparisonHeading]);
      const estimate = screen.getByRole("region", { name: estimateHeading });
      await vi.waitFor(() => expect(estimate.getAttribute("aria-busy")).toBe("false"));
      expect(estimate.textContent).not.toMatch(/solar|kW/i);
    });

    it("speaks of solar on a solar offer", async () => {
      answer({ kind: "solar", ...SOLAR });
      await renderResults({ offer: "solar" });
      expect(h2s()).toEqual(["Your estimated solar savings", "Compare top solar providers"]);
      await screen.findByText("6.3 kW");
    });

    it("shows a roof flow's price range, roof area, material and what it includes", async () => {
      answer(ROOF);
      await renderResults({ offer: "roof" });
      const estimate = screen.getByRole("region", { name: "Your estimated roof cost" });
      expect(await within(estimate).findByText("$10,800 – $21,600")).toBeTruthy();
      const figure = (label: string) => within(estimate).getByText(label).nextElementSibling?.textContent;
      expect(figure("Estimated price range")).toBe("$10,800 – $21,600");
      expect(figure("Roof area")).toBe("1,800–2,400 sq ft");
      expect(figure("Material")).toBe("Metal");
      expect(within(estimate).getByText("Includes new gutters.")).toBeTruthy();
      expect(within(estimate).queryByText(/typical one/)).toBeNull();
      expect(estimate.textContent).not.toMatch(/solar|kW|payback/i);
    });

    it("says when the roof range assumed a typical home", async () => {
      answer({ ...ROOF, material: "asphalt_shingle", materialAssumed: true, includes: [] });
      await renderResults({ offer: "roof" }, "es");
      const estimate = screen.getByRole("region", { name: "Costo estimado de su techo" });
      expect(await within(estimate).findByText("Teja asfáltica")).toBeTruthy();
      expect(within(estimate).getByText(/calculamos uno típico/)).toBeTruthy();
      expect(within(estimate).queryByText(/^Incluye/)).toBeNull();
    });

    it("shows the loans flow's monthly payment and its terms", async () => {
      answer(LOAN);
      await renderResults({ offer: "solar_loans" });
      const estimate = screen.getByRole("region", { name: "Your estimated monthly payment" });
      expect(await within(estimate).findByText("$251 a month")).toBeTruthy();
      const figure = (label: string) => within(estimate).getByText(label).nextElementSibling?.textContent;
      expect(figure("Loan amount")).toBe("$17,500");
      expect(figure("APR")).toBe("11.99%");
      expect(figure("Term")).toBe("10 years");
      expect(estimate.textContent).not.toMatch(/solar|kW|installer/i);
    });

    it("shows the category's own apology when the estimate cannot be had", async () => {
      vi.spyOn(globalThis, "fetch").mockResolvedValue(json(409, { error: "Some fields are not valid." }));
      await renderResults({ offer: "solar_loans" });
      expect(
        await screen.findByText(
          "We couldn't calculate your payment right now. A loan advisor will go over the numbers with you.",
        ),
      ).toBeTruthy();
    });

    it("leaves the estimate out when the content says so, and asks for none", async () => {
      const fetchMock = vi.spyOn(globalThis, "fetch");
      const step = await stepFromContent("results");
      const input = { ...(step.input as StepInputOf<"resultsInput">), showEstimate: false };
      renderStep(<ResultsStep input={input} />, { offer: "gutter" }, step.heading);
      await everyPart();
      expect(h2s()).toEqual(["Compare top gutter installers"]);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
