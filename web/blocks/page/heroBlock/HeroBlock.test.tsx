import { expect, it } from "vitest";
import { html } from "../../testing";
import { pageContext, seededBlock } from "../testing";
import { HeroBlock } from "./HeroBlock";

it("opens the page with its one h1, the subheading and a call to action that stays in the visitor's language", async () => {
  const block = await seededBlock("heroBlock", "/solar-101", { locale: "es" });
  const markup = html(<HeroBlock block={block} page={pageContext("es")} />);
  expect(markup).toContain(`>${block.heading}</h1>`);
  expect(markup).toContain(block.subheading ?? "missing subheading");
  expect(markup).toMatch(/<a href="\/es\/savings"[^>]*>[^<]+<\/a>/);
});
