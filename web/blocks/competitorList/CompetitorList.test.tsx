// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { type Competitor, CompetitorList } from "./CompetitorList";

const listing = (rank: number, name: string): Competitor => ({
  _id: `competitor-${rank}`,
  name,
  representsOwnBrand: false,
  rank,
  rating: 4.5,
  logo: null,
  tagline: `${name} installs panels`,
  url: `https://example.com/${rank}`,
  phone: "8885550131",
  points: [`${name} point`],
});

const words = {
  visitWebsite: "Visit website",
  visitWebsiteOf: "{name}",
  rating: "Rated",
  ratingOutOf: "out of 5",
};

it("shows the last listing without its points and links while the results still add them", () => {
  const competitors = [listing(1, "Sunridge"), listing(2, "Brightwave")];
  const brand = { name: "SunSaver Program", phone: "8885550100" };
  const { rerender } = render(
    <CompetitorList competitors={competitors} brand={brand} words={words} lastWithoutDetails />,
  );
  const [first, last] = screen
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.closest("li") as HTMLElement);
  expect(within(first as HTMLElement).getAllByRole("link")).toHaveLength(2);
  expect(within(first as HTMLElement).getByText("Sunridge point")).toBeTruthy();
  expect(within(last as HTMLElement).getByText("Brightwave installs panels")).toBeTruthy();
  expect(within(last as HTMLElement).queryAllByRole("link")).toEqual([]);
  expect(within(last as HTMLElement).queryByText("Brightwave point")).toBeNull();
  rerender(<CompetitorList competitors={competitors} brand={brand} words={words} />);
  expect(within(last as HTMLElement).getAllByRole("link")).toHaveLength(2);
  expect(within(last as HTMLElement).getByText("Brightwave point")).toBeTruthy();
});
