// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/api/query";
import type { Estimate } from "@/lib/server/estimate";
import { stepFromContent } from "../steps/contentStep";
import { baseProps, renderStep } from "../steps/testing";
import type { StepInputOf, StepProps } from "../steps/types";
import { ResultsStep } from "./ResultsStep";

/** What GET /api/savings_estimate answers for a $150 bill in Arizona. */
const ESTIMATE = {
  state: "AZ",
  monthlyBill: 150,
  pricePerKwh: 0.1461,
  annualUsageKwh: 12320,
  peakSunHours: 6.5,
  systemSizeKw: 6.3,
  annualProductionKwh: 12341,
  systemCost: 18900,
  incentives: [],
  netCost: 18900,
  firstYearSavings: 1800,
  savings25Year: 58431,
  paybackYears: 9.4,
} satisfies Estimate;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

async function renderResults(overrides: Partial<StepProps<"resultsInput">> = {}) {
  const step = await stepFromContent("results");
  const input = step.input as StepInputOf<"resultsInput">;
  renderStep(
    <QueryClientProvider client={createQueryClient()}>
      <ResultsStep {...baseProps(input, { heading: step.heading, ...overrides })} />
    </QueryClientProvider>,
  );
  return { input };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ResultsStep", () => {
  it("shows a skeleton, then the backend's estimate for the visitor's token", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, ESTIMATE));
    await renderResults();
    const estimate = screen.getByRole("region", { name: "Your estimated solar savings" });
    expect(within(estimate).getByRole("status").textContent).toBe("Calculating your estimate…");
    expect(estimate.getAttribute("aria-busy")).toBe("true");
    expect(await within(estimate).findByText("6.3 kW")).toBeTruthy();
    expect(estimate.getAttribute("aria-busy")).toBe("false");
    const figure = (label: string) => within(estimate).getByText(label).nextElementSibling?.textContent;
    expect(figure("System size")).toBe("6.3 kW");
    expect(figure("Estimated cost")).toBe("$18,900");
    expect(figure("First-year savings")).toBe("$1,800");
    expect(figure("25-year savings")).toBe("$58,431");
    expect(figure("Payback period")).toBe("9.4 years");
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toMatch(/\/savings_estimate\?/);
    expect(new URL(url, "http://localhost").searchParams.get("token")).toBe("tok_test_0000000000000000");
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

  it("puts the comparison first for the comparison_first variant of the results_layout experiment", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, ESTIMATE));
    await renderResults({ experiments: { results_layout: "comparison_first" } });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Compare top solar providers", "Your estimated solar savings"]);
  });

  it("puts the estimate first otherwise", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, ESTIMATE));
    await renderResults({ experiments: { results_layout: "estimate_first" } });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Your estimated solar savings", "Compare top solar providers"]);
  });

  it("does not ask for an estimate without a token", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    await renderResults({ token: null });
    expect(screen.getByText(/We couldn't calculate your estimate right now/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("compares the five listings in order, the first as the brand itself", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, ESTIMATE));
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
  });

  it("shows the comparison in Spanish", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, ESTIMATE));
    const step = await stepFromContent("results", "es");
    const input = step.input as StepInputOf<"resultsInput">;
    renderStep(
      <QueryClientProvider client={createQueryClient()}>
        <ResultsStep {...baseProps(input, { heading: step.heading, locale: "es" })} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("9.4 años")).toBeTruthy();
    expect(screen.getByText("Mejor para batería de respaldo")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Compare los principales proveedores solares" })).toBeTruthy();
  });
});
