import { expect, it } from "vitest";
import { loadContentPage } from "@/lib/content/loaders";
import { html } from "../testing";
import { ContentPage } from "./ContentPage";
import { pageContext } from "./testing";

it("renders every block of a seeded page in content's order, with one h1", async () => {
  const page = await loadContentPage("sunsaver", "en", "/solar-101");
  if (!page) throw new Error("no /solar-101 in the embedded dataset");
  const markup = html(<ContentPage title={page.title ?? ""} blocks={page.pageBuilder} page={pageContext()} />);
  expect(markup.match(/<h1/g)).toHaveLength(1);
  const order = [...markup.matchAll(/data-block="(\w+)"/g)].map((match) => match[1]);
  expect(order).toEqual(page.pageBuilder.map((block) => block._type));
});

it("gives a page that does not open with a hero its title as the h1", () => {
  const markup = html(
    <ContentPage
      title="Price match guarantee"
      blocks={[
        { _key: "k", _type: "ctaBlock", heading: "Ask us", link: { _type: "link", label: "Go", href: "/savings" } },
      ]}
      page={pageContext()}
    />,
  );
  expect(markup).toMatch(/<h1[^>]*>Price match guarantee<\/h1>/);
});
