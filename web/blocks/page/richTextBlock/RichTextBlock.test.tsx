import { expect, it } from "vitest";
import { html } from "../../testing";
import { pageContext, seededBlock } from "../testing";
import { RichTextBlock } from "./RichTextBlock";

it("renders the marketer's Portable Text with headings, lists and site links in the visitor's language", async () => {
  const block = await seededBlock("richTextBlock", "/solar-101", { locale: "es" });
  const markup = html(<RichTextBlock block={block} page={pageContext("es")} />);
  expect(markup).toContain("<h2>");
  expect(markup).toMatch(/<ul>/);
  expect(markup).toContain('href="/es/calculators/solar-savings"');
  expect(markup).not.toMatch(/href="\/calculators/);
});
