import { expect, it } from "vitest";
import { html } from "../../testing";
import { pageContext, seededBlock } from "../testing";
import { CalculatorBlock } from "./CalculatorBlock";

it("renders the solar savings calculator's labelled fields under the block's heading", async () => {
  const block = await seededBlock("calculatorBlock", "/calculators/solar-savings", { locale: "es" });
  const markup = html(<CalculatorBlock block={block} page={pageContext("es")} />);
  expect(markup).toContain(`>${block.heading}</h2>`);
  expect(markup).toMatch(/<label for="[^"]+"[^>]*>Código postal<\/label>/);
  expect(markup).toContain("Factura eléctrica mensual promedio ($)");
});

it("renders the commission calculator with its first result from the default deal", async () => {
  const block = await seededBlock("calculatorBlock", "/calculators/solar-sales-commission", { brand: "closerleads" });
  const markup = html(<CalculatorBlock block={block} page={pageContext()} />);
  expect(markup).toContain("Redline per watt ($)");
  expect(markup).toMatch(/data-testid="commission-net"[^>]*>\$5,600</);
});
