// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { record } from "rrweb";
import { describe, expect, it } from "vitest";
import { MaskedIn, RECORDING_MASK_CLASS } from "./recordingMask";

const consent =
  "By clicking, I agree that SunSaver Program may call or text me at (480) 555-0142, including by autodialer.";

describe("MaskedIn", () => {
  it("shows the whole text and marks each occurrence of the secret for the recorder", () => {
    const { container } = render(
      <p>
        <MaskedIn text={`${consent} Again: (480) 555-0142.`} secret="(480) 555-0142" />
      </p>,
    );
    expect(container.textContent).toBe(`${consent} Again: (480) 555-0142.`);
    const masked = [...container.querySelectorAll(`.${RECORDING_MASK_CLASS}`)].map((node) => node.textContent);
    expect(masked).toEqual(["(480) 555-0142", "(480) 555-0142"]);
  });

  it("leaves text without the secret (or an empty secret) as it is", () => {
    const { container } = render(
      <p>
        <MaskedIn text="the number above" secret="" />
      </p>,
    );
    expect(container.innerHTML).toBe("<p>the number above</p>");
  });

  it("keeps the number out of a real rrweb recording while the consent wording stays readable", () => {
    render(
      <p>
        <MaskedIn text={consent} secret="(480) 555-0142" />
      </p>,
    );
    const events: unknown[] = [];
    const stop = record({ emit: (event) => events.push(event), maskTextClass: RECORDING_MASK_CLASS });
    stop?.();
    const recorded = JSON.stringify(events);
    expect(recorded).toContain("may call or text me at");
    expect(recorded).not.toContain("555-0142");
  });
});
