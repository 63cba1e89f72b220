import { expect, it } from "vitest";
import { html } from "../../testing";
import { pageContext, seededBlock } from "../testing";
import { HighlightsBlock } from "./HighlightsBlock";

it("shows each highlight as a titled card under the block's heading", async () => {
  const block = await seededBlock("highlightsBlock", "/solar-101");
  const markup = html(<HighlightsBlock block={block} page={pageContext()} />);
  expect(markup).toContain(`>${block.heading}</h2>`);
  const items = block.items ?? [];
  expect(items.length).toBeGreaterThan(1);
  expect(markup.match(/<li /g)).toHaveLength(items.length);
  for (const item of items) expect(markup).toContain(`>${item.title}</h3>`);
});

it("renders nothing for a block without items", () => {
  expect(
    html(
      <HighlightsBlock
        block={{ _key: "k", _type: "highlightsBlock", heading: "Empty", items: [] }}
        page={pageContext()}
      />,
    ),
  ).toBe("");
});
