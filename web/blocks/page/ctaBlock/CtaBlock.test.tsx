import { expect, it } from "vitest";
import { html } from "../../testing";
import { pageContext, seededBlock } from "../testing";
import { CtaBlock } from "./CtaBlock";

it("asks once, with a heading, a sentence and one localised button", async () => {
  const block = await seededBlock("ctaBlock", "/solar-101", { locale: "es" });
  const markup = html(<CtaBlock block={block} page={pageContext("es")} />);
  expect(markup).toContain(`>${block.heading}</h2>`);
  expect(markup.match(/<a /g)).toHaveLength(1);
  expect(markup).toContain(`href="/es${block.link?.href}"`);
  expect(markup).toContain(`>${block.link?.label}</a>`);
});

it("sends an outside https link to a new tab, and a phone link as written", () => {
  const outside = html(
    <CtaBlock
      block={{
        _key: "k",
        _type: "ctaBlock",
        heading: "Call",
        link: { _type: "link", label: "Site", href: "https://example.org/x" },
      }}
      page={pageContext("es")}
    />,
  );
  expect(outside).toMatch(/href="https:\/\/example.org\/x"[^>]* target="_blank" rel="noopener noreferrer"/);
  const phone = html(
    <CtaBlock
      block={{
        _key: "k",
        _type: "ctaBlock",
        heading: "Call",
        link: { _type: "link", label: "Call", href: "tel:+18885550101" },
      }}
      page={pageContext("es")}
    />,
  );
  expect(phone).toContain('href="tel:+18885550101"');
});
