import type { InputHTMLAttributes } from "react";
import { css, cx } from "@/styled-system/css";
import { answerCardClass } from "./answerCard";

// A tappable answer card with a native checkbox to tick: it works, and shows its state, before
// the page's JavaScript runs.
const rowClass = cx(
  answerCardClass,
  css({
    "&:has(input:checked)": { borderColor: "brand.solid", bg: "brand.subtle" },
    "&:has(input:focus-visible)": { outline: "3px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
    "&:has(input[aria-invalid=true])": { borderColor: "border.error" },
  }),
);
const boxClass = css({ width: "6", height: "6", m: "0", flexShrink: "0", accentColor: "var(--colors-brand-solid)" });

/** One labelled checkbox in a tappable card; other props go to the input. */
export function CheckboxRow({
  label,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string }) {
  return (
    <label className={rowClass}>
      <input type="checkbox" className={boxClass} {...inputProps} />
      <span>{label}</span>
    </label>
  );
}

/** Under a group of checkboxes: why it cannot be submitted yet. */
export const checkboxErrorClass = css({ color: "fg.error", mt: "3" });
