// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isAutomatedBrowser } from "./environment";
import {
  GTM_ID_PATTERN,
  loadLeadId,
  loadTagManager,
  loadThirdPartyScripts,
  loadTrustedForm,
  SCRIPT_IDS,
  trustedFormScriptSrc,
} from "./scripts";

const CAMPAIGN = "3F2504E0-4F89-11D3-9A0C-0305E82C3301";
const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script"));
const srcs = () => scripts().map((script) => script.src);
const setWebdriver = (value: boolean) =>
  Object.defineProperty(window.navigator, "webdriver", { value, configurable: true });

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  window.dataLayer = undefined;
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, "webdriver");
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("isAutomatedBrowser", () => {
  it("is true when navigator.webdriver is true, false in an ordinary browser", () => {
    expect(isAutomatedBrowser()).toBe(false);
    setWebdriver(false);
    expect(isAutomatedBrowser()).toBe(false);
    setWebdriver(true);
    expect(isAutomatedBrowser()).toBe(true);
  });
});

describe("loadTagManager", () => {
  it("pushes gtm.start to the data layer, then inserts one async gtm.js script", () => {
    vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
    expect(loadTagManager("GTM-K7Q2M4P")).toBe(true);
    expect(loadTagManager("GTM-K7Q2M4P")).toBe(false);
    expect(srcs()).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-K7Q2M4P"]);
    expect(scripts()[0]?.async).toBe(true);
    expect(scripts()[0]?.id).toBe(SCRIPT_IDS.tagManager);
    expect(window.dataLayer).toEqual([{ "gtm.start": 1_700_000_000_000, event: "gtm.js" }]);
  });

  it("keeps events pushed before it, in order", () => {
    window.dataLayer = [{ event: "landing" }];
    loadTagManager("GTM-K7Q2M4P");
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(["landing", "gtm.js"]);
  });

  it.each([null, undefined, "", "GTM-", "GTM-abc1234", "UA-1234567", "GTM-K7Q2M4P&x=1", "GTM-ABC", "GTM-ABCDEFGHIJK"])(
    "does nothing for the missing or invalid id %s",
    (id) => {
      expect(loadTagManager(id)).toBe(false);
      expect(scripts()).toHaveLength(0);
      expect(window.dataLayer).toBeUndefined();
    },
  );

  it("accepts 4 to 10 upper-case letters or digits", () => {
    expect(GTM_ID_PATTERN.test("GTM-AB12")).toBe(true);
    expect(GTM_ID_PATTERN.test("GTM-ABCDEF1234")).toBe(true);
  });

  it("does nothing under the automated test runner", () => {
    setWebdriver(true);
    expect(loadTagManager("GTM-K7Q2M4P")).toBe(false);
    expect(scripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe("loadLeadId", () => {
  it("inserts one LeadiD campaign script", () => {
    expect(loadLeadId(CAMPAIGN)).toBe(true);
    expect(loadLeadId(CAMPAIGN)).toBe(false);
    expect(srcs()).toEqual([`https://create.lidstatic.com/campaign/${CAMPAIGN}.js?snippet_version=2`]);
    expect(scripts()[0]?.id).toBe(SCRIPT_IDS.leadId);
    expect(scripts()[0]?.async).toBe(true);
  });

  it("reads NEXT_PUBLIC_LEADID_CAMPAIGN_ID and skips when it is unset or blank", () => {
    vi.stubEnv("NEXT_PUBLIC_LEADID_CAMPAIGN_ID", "  ");
    expect(loadLeadId()).toBe(false);
    vi.stubEnv("NEXT_PUBLIC_LEADID_CAMPAIGN_ID", undefined);
    expect(loadLeadId()).toBe(false);
    expect(scripts()).toHaveLength(0);
    vi.stubEnv("NEXT_PUBLIC_LEADID_CAMPAIGN_ID", CAMPAIGN);
    expect(loadLeadId()).toBe(true);
    expect(srcs()).toEqual([`https://create.lidstatic.com/campaign/${CAMPAIGN}.js?snippet_version=2`]);
  });

  it("refuses a campaign id that is not one, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(loadLeadId("../evil.js?x=")).toBe(false);
    expect(scripts()).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("does nothing under the automated test runner", () => {
    setWebdriver(true);
    expect(loadLeadId(CAMPAIGN)).toBe(false);
    expect(scripts()).toHaveLength(0);
  });
});

describe("loadTrustedForm", () => {
  it("builds TrustedForm's standard URL", () => {
    const url = new URL(trustedFormScriptSrc(1_700_000_000_000, 0.25));
    expect(`${url.origin}${url.pathname}`).toBe("https://api.trustedform.com/trustedform.js");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      field: "xxTrustedFormCertUrl",
      ping_field: "xxTrustedFormPingUrl",
      provide_referrer: "false",
      l: "17000000000000.25",
    });
  });

  it("inserts one script", () => {
    expect(loadTrustedForm()).toBe(true);
    expect(loadTrustedForm()).toBe(false);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.id).toBe(SCRIPT_IDS.trustedForm);
    expect(scripts()[0]?.async).toBe(true);
    expect(srcs()[0]).toMatch(
      /^https:\/\/api\.trustedform\.com\/trustedform\.js\?field=xxTrustedFormCertUrl&ping_field=xxTrustedFormPingUrl&provide_referrer=false&l=\d+/,
    );
  });

  it("does nothing under the automated test runner", () => {
    setWebdriver(true);
    expect(loadTrustedForm()).toBe(false);
    expect(scripts()).toHaveLength(0);
  });
});

describe("loadThirdPartyScripts", () => {
  it("loads each configured script once", () => {
    vi.stubEnv("NEXT_PUBLIC_LEADID_CAMPAIGN_ID", CAMPAIGN);
    expect(loadThirdPartyScripts("GTM-K7Q2M4P")).toEqual({ tagManager: true, leadId: true, trustedForm: true });
    expect(loadThirdPartyScripts("GTM-K7Q2M4P")).toEqual({ tagManager: false, leadId: false, trustedForm: false });
    expect(scripts().map((script) => script.id)).toEqual([
      SCRIPT_IDS.tagManager,
      SCRIPT_IDS.leadId,
      SCRIPT_IDS.trustedForm,
    ]);
  });

  it("skips the tag manager for a brand without a container", () => {
    vi.stubEnv("NEXT_PUBLIC_LEADID_CAMPAIGN_ID", undefined);
    expect(loadThirdPartyScripts(null)).toEqual({ tagManager: false, leadId: false, trustedForm: true });
  });
});
