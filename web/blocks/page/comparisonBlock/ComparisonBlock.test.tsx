import { expect, it } from "vitest";
import { html } from "../../testing";
import { pageContext, seededBlock } from "../testing";
import { ComparisonBlock } from "./ComparisonBlock";

it("lists the five companies in rank order, the first being the visiting brand with its phone and no link away", async () => {
  const block = await seededBlock("comparisonBlock", "/top-solar-companies");
  const markup = html(<ComparisonBlock block={block} page={pageContext()} />);
  expect(markup.match(/data-testid="rating"/g)).toHaveLength(5);
  const ratings = [...markup.matchAll(/★<\/span>([\d.]+)/g)].map((match) => match[1]);
  expect(ratings).toEqual(["5.0", "4.9", "4.8", "4.5", "4.2"]);
  // The first listing: everything before the second company's name.
  const first = markup.slice(0, markup.indexOf("<h3", markup.indexOf("<h3") + 1));
  expect(first).toContain(">SunSaver Program</h3>");
  expect(first).toContain('href="tel:+18885550101"');
  expect(first).not.toContain('target="_blank"');
  expect(markup.match(/target="_blank"/g)?.length).toBeGreaterThanOrEqual(3);
});
