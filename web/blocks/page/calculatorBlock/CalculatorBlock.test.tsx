import { expect, it } from "vitest";
import { html } from "../../testing";
import { pageContext, seededBlock } from "../testing";
import { CalculatorBlock } from "./CalculatorBlock";
import { MarginCalculator } from "./MarginCalculator";
import { SalesCommissionCalculator } from "./SalesCommissionCalculator";
import { SolarSavingsCalculator } from "./SolarSavingsCalculator";

it("frames the calculator with the block's heading and introduction", async () => {
  const block = await seededBlock("calculatorBlock", "/calculators/solar-savings", { locale: "es" });
  const markup = html(<CalculatorBlock block={block} page={pageContext("es")} />);
  expect(markup).toContain(`>${block.heading}</h2>`);
  expect(markup).toContain(`>${block.intro}</p>`);
});

it("the solar savings calculator labels its fields in the visitor's language", () => {
  const markup = html(<SolarSavingsCalculator locale="es" words={pageContext("es").words} />);
  expect(markup).toMatch(/<label for="[^"]+"[^>]*>Código postal<\/label>/);
  expect(markup).toContain("Factura eléctrica mensual promedio ($)");
});

it("the commission calculator shows the default deal's result before anything is typed", () => {
  const markup = html(<SalesCommissionCalculator locale="en" words={pageContext("en").words} />);
  expect(markup).toContain("Redline per watt ($)");
  expect(markup).toMatch(/data-testid="commission-net"[^>]*>\$5,600</);
});

it("the margin calculator shows the default job's margin, markup and target price before anything is typed", () => {
  const markup = html(<MarginCalculator locale="en" words={pageContext("en").words} />);
  expect(markup).toContain("Contract price ($)");
  // $16,800 of cost sold for $28,000; a 35% target margin needs $16,800 ÷ 0.65.
  expect(markup).toMatch(/Gross margin<\/dt><dd[^>]*>40%</);
  expect(markup).toMatch(/Markup on cost<\/dt><dd[^>]*>66.67%</);
  expect(markup).toMatch(/Price for your target margin<\/dt><dd[^>]*>\$25,846.15</);
});
