import { expect, it } from "vitest";
import { html } from "../../testing";
import { pageContext, seededBlock } from "../testing";
import { CalculatorBlock } from "./CalculatorBlock";
import { SalesCommissionCalculator } from "./SalesCommissionCalculator";
import { SolarSavingsCalculator } from "./SolarSavingsCalculator";

it("frames the calculator with the block's heading and introduction", async () => {
  const block = await seededBlock("calculatorBlock", "/calculators/solar-savings", { locale: "es" });
  const markup = html(<CalculatorBlock block={block} page={pageContext("es")} />);
  expect(markup).toContain(`>${block.heading}</h2>`);
  expect(markup).toContain(`>${block.intro}</p>`);
});

it("the solar savings calculator labels its fields in the visitor's language", () => {
  const markup = html(<SolarSavingsCalculator locale="es" />);
  expect(markup).toMatch(/<label for="[^"]+"[^>]*>Código postal<\/label>/);
  expect(markup).toContain("Factura eléctrica mensual promedio ($)");
});

it("the commission calculator shows the default deal's result before anything is typed", () => {
  const markup = html(<SalesCommissionCalculator locale="en" />);
  expect(markup).toContain("Redline per watt ($)");
  expect(markup).toMatch(/data-testid="commission-net"[^>]*>\$5,600</);
});
