import { describe, expect, it } from "vitest";
import { chromeOf } from "./chrome";

describe("chromeOf (spec 2.5)", () => {
  it("shows /margin_calculator with no navigation and no footer", () => {
    expect(chromeOf("/margin_calculator")).toEqual({ header: "phone", footer: false, account: null, languages: true });
  });

  it("shows Logout in the header of the customer area", () => {
    expect(chromeOf("/customers").account).toBe("logout");
    expect(chromeOf("/customer").account).toBe("logout");
    expect(chromeOf("/customer/project").account).toBe("logout");
  });

  it("shows /earning with no header or footer", () => {
    expect(chromeOf("/earning")).toEqual({ header: "none", footer: false, account: null, languages: false });
  });

  it("shows Log In in the header of /leads", () => {
    expect(chromeOf("/leads")).toEqual({ header: "full", footer: true, account: "login", languages: false });
  });

  it("gives /go-solar-savings-slick the phone header", () => {
    expect(chromeOf("/go-solar-savings-slick").header).toBe("phone");
  });

  it("gives the other named special cases the phone header and the footer (docs/decisions/chrome-per-path.md)", () => {
    for (const path of ["/free-report", "/free-report/generating-report", "/go-solar-slick", "/homeowner-hack"]) {
      expect(chromeOf(path), path).toEqual({ header: "phone", footer: true, account: null, languages: true });
    }
    expect(chromeOf("/go-solar-savings")).toEqual({ header: "phone", footer: true, account: null, languages: true });
    expect(chromeOf("/savings/results")).toEqual({ header: "phone", footer: true, account: null, languages: true });
  });

  it("keeps a path that only starts like a special one on the full chrome", () => {
    expect(chromeOf("/customer-stories")).toEqual({ header: "full", footer: true, account: null, languages: true });
    expect(chromeOf("/customers-faq").account).toBeNull();
  });

  it("gives content and legal pages the full header and the footer", () => {
    expect(chromeOf("/solar-101")).toEqual({ header: "full", footer: true, account: null, languages: true });
    expect(chromeOf("/legal/privacy-policy")).toEqual({ header: "full", footer: true, account: null, languages: true });
    expect(chromeOf("/")).toEqual({ header: "full", footer: true, account: null, languages: true });
  });
});
