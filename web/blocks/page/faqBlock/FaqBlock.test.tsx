import { expect, it } from "vitest";
import { html } from "../../testing";
import { pageContext, seededBlock } from "../testing";
import { FaqBlock } from "./FaqBlock";

it("shows each question as a closed disclosure the keyboard can open, its answer inside", async () => {
  const block = await seededBlock("faqBlock", "/solar-101", { locale: "es" });
  const markup = html(<FaqBlock block={block} page={pageContext("es")} />);
  const items = block.items ?? [];
  expect(markup.match(/<details /g)).toHaveLength(items.length);
  expect(markup).not.toContain(" open");
  const first = items[0];
  expect(markup).toContain(`<summary class="`);
  expect(markup).toContain(`${first?.question}<span aria-hidden="true">+</span></summary>`);
  expect(markup).toContain(`>${first?.answer}</p>`);
});
