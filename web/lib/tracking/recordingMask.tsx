import type { ReactNode } from "react";

/**
 * rrweb replaces the text of an element with this class, and of everything inside it, by
 * asterisks of the same length (its default `maskTextClass`, named here so the recorder and the
 * pages agree). Inputs are masked anyway; this is for personal data the page shows as text: the
 * phone in the consent notice and on the verification screen.
 */
export const RECORDING_MASK_CLASS = "rr-mask";

/**
 * `text` with each occurrence of `secret` wrapped in a masked span: the consent stays readable in
 * a replay (it is consent evidence) while the number in it does not.
 */
export function MaskedIn({ text, secret }: { text: string; secret: string }): ReactNode {
  const value = secret.trim();
  if (!value || !text.includes(value)) return text;
  return text.split(value).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <span key={index} className={RECORDING_MASK_CLASS}>
            {value}
          </span>,
          part,
        ],
  );
}
