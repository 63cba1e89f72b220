import { describe, expect, it } from "vitest";
import { html } from "../testing";
import { HomeBanner } from "./HomeBanner";

describe("HomeBanner", () => {
  it("shows the heading, each highlight and a call link with the formatted phone", () => {
    const markup = html(
      <HomeBanner
        heading="Homeowners are getting paid to go solar"
        highlights={[
          "Slash your electric bill",
          "Protect your home against blackouts",
          "See if you qualify in 60 seconds",
        ]}
        phone="8885550101"
        callLabel="Call an energy advisor"
      />,
    );
    expect(markup).toContain("<h1");
    expect(markup).toContain("Homeowners are getting paid to go solar</h1>");
    expect(markup.match(/<li>/g)).toHaveLength(3);
    expect(markup).toContain('href="tel:+18885550101"');
    expect(markup).toContain("Call an energy advisor (888) 555-0101");
  });
});
