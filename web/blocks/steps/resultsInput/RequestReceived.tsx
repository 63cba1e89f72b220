import type { QuestionnaireWords } from "@/lib/content/words";
import { formatPhone } from "@/lib/format/phone";
import { phoneDigits } from "@/lib/format/phoneInput";
import type { AnswerValue } from "@/lib/leadFields/types";
import { MaskedIn } from "@/lib/tracking/recordingMask";
import { css } from "@/styled-system/css";
import { fillCopy } from "../parts/fillCopy";

const receivedClass = css({
  mb: "8",
  p: "4",
  bg: "brand.subtle",
  borderWidth: "1px",
  borderColor: "brand.muted",
  borderRadius: "l3",
  textStyle: "lg",
});

/**
 * What the results say once the visitor has answered every step (issue 58 item 1): the request is
 * in, and who may call or text, at the number they gave (masked in session recordings).
 */
export function RequestReceived({ phone, words }: { phone: AnswerValue | undefined; words: QuestionnaireWords }) {
  const digits = typeof phone === "string" || typeof phone === "number" ? phoneDigits(String(phone)) : "";
  const number = digits.length === 10 ? formatPhone(digits) : "";
  return (
    <p role="status" className={receivedClass} data-request-received="">
      {words.requestReceived}{" "}
      {number ? <MaskedIn text={fillCopy(words.advisorWillContact, { phone: number })} secret={number} /> : null}
    </p>
  );
}
