import { describe, expect, inject, it } from "vitest";
import { get } from "./support/request";

const baseUrl = inject("baseUrl");

const attribute = (html: string, name: string) => new RegExp(`<html[^>]*\\b${name}="([^"]*)"`).exec(html)?.[1];

describe("Host header -> brand, end to end against the production build", () => {
  it.each([
    [
      "sunsaverprogram.com",
      "SunSaver Program",
      "(888) 555-0101",
      "tel:+18885550101",
      "theme-sunrise",
      "--brand-primary:#E8590C",
    ],
    [
      "www.toproofpros.com",
      "TopRoof Pros",
      "(888) 555-0117",
      "tel:+18885550117",
      "theme-crimson",
      "--brand-primary:#C92A2A",
    ],
    [
      "stage.closerleads.com:3000",
      "Closer Leads Exchange",
      "(888) 555-0115",
      "tel:+18885550115",
      "theme-slate",
      "--brand-primary:#212529",
    ],
    [
      "RoofRightFinance.com",
      "RoofRight Finance",
      "(888) 555-0116",
      "tel:+18885550116",
      "theme-ocean",
      "--brand-primary:#1864AB",
    ],
  ])("%s serves %s", async (host, name, shownPhone, dialled, themeClass, primary) => {
    const answer = await get(baseUrl, "/", host);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(name);
    expect(answer.body).toContain(shownPhone);
    expect(answer.body).toContain(`href="${dialled}"`);
    expect(attribute(answer.body, "class")).toBe(themeClass);
    expect(attribute(answer.body, "style")?.replace(/\s/g, "")).toContain(primary);
  });

  it("reaches a brand as <brand-host>.localhost and <brand-key>.localhost", async () => {
    for (const host of ["toproofpros.com.localhost:3000", "toproof.localhost:3000"]) {
      const answer = await get(baseUrl, "/", host);
      expect(answer.body).toContain("TopRoof Pros");
    }
  });

  it("serves the default brand (site settings) to an unknown host", async () => {
    const answer = await get(baseUrl, "/", "unknown-host.example.org");
    expect(answer.status).toBe(200);
    expect(attribute(answer.body, "data-brand")).toBe("sunsaver");
  });

  it("serves Spanish under /es", async () => {
    const answer = await get(baseUrl, "/es", "toproofpros.com");
    expect(attribute(answer.body, "lang")).toBe("es");
    expect(answer.body).toContain("Llame a un asesor de energía");
    expect(attribute((await get(baseUrl, "/", "toproofpros.com")).body, "lang")).toBe("en");
  });

  it("serves the home page on / for a brand whose home route is /, and the home route's first step otherwise", async () => {
    const home = await get(baseUrl, "/", "homewisehub.com");
    expect(home.body).toContain('data-page-kind="home"');
    const savings = await get(baseUrl, "/", "sunsaverprogram.com");
    expect(savings.body).toContain('data-step="address"'); // /savings starts with address (spec 2.2)
    const roof = await get(baseUrl, "/", "roofrightfinance.com");
    expect(roof.body).toContain('data-step="homeowner-renter"'); // /offer
    const landing = await get(baseUrl, "/", "gosolarsavings.com");
    expect(landing.body).toContain('data-page-kind="leadGen"'); // /go-solar-savings is not a flow
  });

  it("refuses a direct hit on the internal brand segment", async () => {
    const answer = await get(baseUrl, "/toproof/en", "sunsaverprogram.com");
    expect(answer.status).toBe(404);
  });

  it("serves a brand's legal pages from content, in both languages, with the brand's own terms path", async () => {
    const privacy = await get(baseUrl, "/legal/privacy-policy", "sunsaverprogram.com");
    expect(privacy.status).toBe(200);
    expect(privacy.body).toContain("Privacy Policy");
    const spanish = await get(baseUrl, "/es/legal/tcpa-agreement", "sunsaverprogram.com");
    expect(spanish.status).toBe(200);
    expect(attribute(spanish.body, "lang")).toBe("es");
    expect((await get(baseUrl, "/legal/terms-of-use", "homewisehub.com")).status).toBe(200);
    expect((await get(baseUrl, "/legal/terms-of-use", "sunsaverprogram.com")).status).toBe(404);
  });

  it("answers an unknown path with 404, not an error", async () => {
    expect((await get(baseUrl, "/no/such/page", "sunsaverprogram.com")).status).toBe(404);
  });
});
