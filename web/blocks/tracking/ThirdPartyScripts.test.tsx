// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCRIPT_IDS } from "@/lib/tracking/scripts";
import { ThirdPartyScripts } from "./ThirdPartyScripts";

const rrweb = vi.hoisted(() => {
  const stop = vi.fn();
  const record = vi.fn((_options: unknown) => stop);
  return { record, stop };
});
vi.mock("rrweb", () => ({ record: rrweb.record }));

const scriptIds = () => Array.from(document.querySelectorAll("script")).map((script) => script.id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  document.head.innerHTML = "";
  window.dataLayer = undefined;
  vi.stubEnv("NEXT_PUBLIC_LEADID_CAMPAIGN_ID", "3F2504E0-4F89-11D3-9A0C-0305E82C3301");
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, "webdriver");
  vi.unstubAllEnvs();
  rrweb.record.mockClear();
  rrweb.stop.mockClear();
});

describe("ThirdPartyScripts", () => {
  it("renders nothing visible", () => {
    const { container, unmount } = render(<ThirdPartyScripts gtmTagId="GTM-K7Q2M4P" />);
    expect(container.innerHTML).toBe("");
    unmount();
  });

  it("loads the three scripts once, starts the recorder after an input, and stops it on unmount", async () => {
    const { rerender, unmount } = render(
      <StrictMode>
        <ThirdPartyScripts gtmTagId="GTM-K7Q2M4P" />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <ThirdPartyScripts gtmTagId="GTM-K7Q2M4P" />
      </StrictMode>,
    );
    await settle();
    expect(scriptIds()).toEqual([SCRIPT_IDS.tagManager, SCRIPT_IDS.leadId, SCRIPT_IDS.trustedForm]);
    expect(window.dataLayer?.filter((entry) => entry.event === "gtm.js")).toHaveLength(1);
    // A visit nobody touches has nothing to replay: no recorder yet, however long it stays idle.
    expect(rrweb.record).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("touchstart"));
    await vi.waitFor(() => expect(rrweb.record).toHaveBeenCalledTimes(1));
    expect(rrweb.record.mock.calls[0]?.[0]).toMatchObject({ maskAllInputs: true });
    unmount();
    expect(rrweb.stop).toHaveBeenCalledTimes(1);
  });

  it("waits until the page is interactive, and starts at the visitor's first input", async () => {
    const { unmount } = render(<ThirdPartyScripts gtmTagId="GTM-K7Q2M4P" />);
    // Nothing during hydration: the first paint and the first tap come first.
    expect(scriptIds()).toEqual([]);
    expect(rrweb.record).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointerdown"));
    expect(scriptIds()).toEqual([SCRIPT_IDS.tagManager, SCRIPT_IDS.leadId, SCRIPT_IDS.trustedForm]);
    await vi.waitFor(() => expect(rrweb.record).toHaveBeenCalledTimes(1));
    unmount();
  });

  it("skips the tag manager for a brand without a container", async () => {
    const { unmount } = render(<ThirdPartyScripts gtmTagId={null} />);
    await settle();
    expect(scriptIds()).toEqual([SCRIPT_IDS.leadId, SCRIPT_IDS.trustedForm]);
    unmount();
  });

  it("loads and records nothing under the automated test runner", async () => {
    Object.defineProperty(window.navigator, "webdriver", { value: true, configurable: true });
    const { container, unmount } = render(<ThirdPartyScripts gtmTagId="GTM-K7Q2M4P" />);
    await settle();
    expect(container.innerHTML).toBe("");
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(rrweb.record).not.toHaveBeenCalled();
    unmount();
  });
});
