"use client";

import { type FormEvent, useRef, useState } from "react";
import type { Answers } from "@/lib/leadFields/types";
import { RECORDING_MASK_CLASS } from "@/lib/tracking/recordingMask";
import { css, cx } from "@/styled-system/css";
import { useStep } from "../engine";
import { SubmitButton } from "../parts/buttons";
import { StepForm } from "../parts/StepForm";
import type { StepProps } from "../types";
import { ZipForm } from "../zipInput/ZipForm";
import { knownZip, useZipPlace, type ZipPlace, zipAnswer } from "../zipInput/zipPlace";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * "85253 — Paradise Valley, AZ": the zip with its place from the zip lookup when it answered,
 * else the city and state the session holds; just the zip when neither is known.
 */
const locationLine = (answers: Answers, place: ZipPlace | null = null): string => {
  const zip = knownZip(answers);
  const found = place && place.zip === zip ? place : null;
  const where = found
    ? `${found.city}, ${found.state}`
    : [text(answers.city), text(answers.state)].filter(Boolean).join(", ");
  return where ? `${zip} — ${where}` : zip;
};

const locationId = "zip-confirm-location";

const boxClass = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "4",
  bg: "white",
  borderWidth: "1px",
  borderColor: "border.emphasized",
  borderRadius: "l3",
  px: "5",
  py: "4",
});
const locationClass = css({ textStyle: "xl", fontWeight: "semibold" });
const changeClass = css({
  flexShrink: 0,
  minHeight: "11",
  px: "2",
  color: "brand.fg",
  fontWeight: "semibold",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  borderRadius: "l2",
  cursor: "pointer",
  _hover: { textDecorationThickness: "2px" },
  _focusVisible: { outline: "3px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
});

/**
 * Confirms the zip the visitor has (typed earlier, or found from the IP) and shows where it is;
 * "Change" edits it in place. Without a known zip it asks for one, like the zip step, and a zip
 * step right after it is not asked (issue 58 item 9). Either way the zip is saved with the city
 * and state the zip lookup gives (never held up by the lookup).
 */
export function ZipConfirmStep({ input }: StepProps<"zipConfirmInput">) {
  const { answers, onSubmit, words } = useStep();
  const zip = /^\d{5}$/.test(knownZip(answers)) ? knownZip(answers) : "";
  // Derived, not stored: the saved session (and its zip) arrives after the first render.
  const [changing, setChanging] = useState(false);
  const editing = changing || zip === "";
  const { place, placeFor } = useZipPlace(editing ? "" : zip);

  const submitting = useRef(false);
  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      onSubmit(zipAnswer(zip, await placeFor(zip)));
    } finally {
      submitting.current = false;
    }
  };

  if (editing) {
    return (
      <ZipForm
        defaultZip={zip}
        label={words.zip}
        buttonLabel={words.continue}
        focusOnMount={zip !== ""}
        onZip={(value, found) => onSubmit(zipAnswer(value, found), { typed: true })}
      />
    );
  }
  return (
    <StepForm answersInUrl onSubmit={confirm}>
      {/* Before JavaScript runs, confirming sends the zip to the next step as its answer. */}
      <input type="hidden" name="zip" value={zip} />
      <div className={boxClass}>
        <p id={locationId} className={cx(locationClass, RECORDING_MASK_CLASS)}>
          {locationLine(answers, place)}
        </p>
        <button type="button" className={changeClass} aria-describedby={locationId} onClick={() => setChanging(true)}>
          {words.change}
        </button>
      </div>
      <SubmitButton>{input.buttonLabel || words.continue}</SubmitButton>
    </StepForm>
  );
}
