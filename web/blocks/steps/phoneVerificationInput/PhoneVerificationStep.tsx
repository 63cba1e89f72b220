"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { checkPhoneCode, sendPhoneCode } from "@/lib/api/calls";
import { formatPhone } from "@/lib/format/phone";
import { phoneDigits } from "@/lib/format/phoneInput";
import { MaskedIn } from "@/lib/tracking/recordingMask";
import { localizeMessage } from "@/lib/validation/messagesEs";
import { css, cx } from "@/styled-system/css";
import { button } from "@/styled-system/recipes/button";
import { useStep } from "../engine";
import { PrimaryButton, SubmitButton } from "../parts/buttons";
import { fillCopy } from "../parts/fillCopy";
import { StepForm } from "../parts/StepForm";
import { TextField } from "../parts/TextField";
import type { StepProps } from "../types";

const statusClass = css({ mb: "4" });
const errorClass = css({ color: "fg.error", mt: "3" });
const resendClass = cx(
  button({ variant: "plain", size: "md" }),
  css({ mt: "3", px: "0", color: "brand.fg", textDecoration: "underline", minHeight: "11" }),
);
const waitClass = css({ color: "fg.muted", textStyle: "sm" });

/**
 * Confirms the phone with a texted one-time code: "Send code", then the code and the button,
 * which saves phone_verified and moves on once the server accepts the code. The server's own
 * message (wrong, expired, too many tries) shows under the code field, in the page's language; a
 * new code may be asked for after `resendAfterSeconds`.
 */
export function PhoneVerificationStep({ input }: StepProps<"phoneVerificationInput">) {
  const { locale, answers, token, onSubmit, words } = useStep();
  const codeLength = input.codeLength && input.codeLength > 0 ? input.codeLength : 6;
  const resendAfter = Math.max(0, input.resendAfterSeconds ?? 30);
  const digits =
    typeof answers.phone === "string" || typeof answers.phone === "number" ? phoneDigits(String(answers.phone)) : "";
  const phone = digits.length === 10 ? formatPhone(digits) : "";

  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  /** Codes sent so far: the code field shows once there is one. */
  const [sends, setSends] = useState(0);
  const sent = sends > 0;
  // Guards against a second tap before the first one's answer (each code sent counts against the
  // server's five an hour).
  const sendingNow = useRef(false);
  const checking = useRef(false);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: "" } });

  // After each code sent, straight to the code field.
  useEffect(() => {
    if (sends > 0) codeInput.current?.focus();
  }, [sends]);

  // Counts down to the moment a new code may be asked for. The clock starts when the code is
  // sent (not after the next render), so the wait is the content's, to the second.
  const countdown = useRef<ReturnType<typeof setInterval> | null>(null);
  const stopCountdown = useCallback(() => {
    if (countdown.current) clearInterval(countdown.current);
    countdown.current = null;
  }, []);
  const startCountdown = () => {
    stopCountdown();
    setSecondsLeft(resendAfter);
    if (resendAfter > 0) countdown.current = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
  };
  useEffect(() => {
    if (secondsLeft <= 0) stopCountdown();
  }, [secondsLeft, stopCountdown]);
  useEffect(() => stopCountdown, [stopCountdown]);

  const send = async () => {
    if (sendingNow.current) return;
    if (!token || !phone) {
      setSendError(words.sendFailed);
      return;
    }
    sendingNow.current = true;
    setSending(true);
    setSendError(null);
    try {
      let result = await sendPhoneCode(token, phone);
      if (!result.ok && result.status === 428 && result.challenge) {
        // The server asks this connection for a proof of work: solved here, then sent again.
        const { solvedChallenge } = await import("./solveChallenge");
        const solution = await solvedChallenge(result.challenge);
        if (solution) result = await sendPhoneCode(token, phone, solution);
      }
      if (result.ok) {
        startCountdown();
        setValue("code", "");
        clearErrors("code");
        setSends((count) => count + 1);
      } else {
        setSendError(result.fields.phone ?? result.error);
      }
    } catch {
      setSendError(words.sendFailed);
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  const verify = async ({ code }: { code: string }) => {
    if (checking.current) return;
    if (code.length !== codeLength || !token) {
      const message = token ? fillCopy(words.codeRequired, { n: codeLength }) : words.checkFailed;
      setError("code", { type: "invalid", message });
      codeInput.current?.focus();
      return;
    }
    checking.current = true;
    try {
      const result = await checkPhoneCode(token, code);
      if (result.ok) {
        onSubmit({ phone_verified: true });
        return;
      }
      setError("code", { type: "server", message: result.fields.code ?? result.error });
    } catch {
      setError("code", { type: "network", message: words.checkFailed });
    } finally {
      checking.current = false;
    }
    codeInput.current?.focus();
  };

  if (!phone) {
    return <p role="alert">{words.noPhone}</p>;
  }

  const codeField = register("code");
  return (
    <>
      <p role="status" aria-live="polite" className={statusClass}>
        <MaskedIn text={fillCopy(sent ? words.codeSent : words.yourPhone, { phone })} secret={phone} />
      </p>
      {sent ? (
        <StepForm answersInUrl={false} onSubmit={handleSubmit(verify)}>
          <TextField
            label={words.code}
            registration={{
              ...codeField,
              ref: (element: HTMLInputElement | null) => {
                codeField.ref(element);
                codeInput.current = element;
              },
              onChange: (event) => {
                const field = event.target as HTMLInputElement;
                field.value = field.value.replace(/\D/g, "").slice(0, codeLength);
                return codeField.onChange(event);
              },
            }}
            error={errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={codeLength}
          />
          <SubmitButton aria-busy={isSubmitting || undefined}>{input.buttonLabel || words.continue}</SubmitButton>
          <button type="button" className={resendClass} disabled={secondsLeft > 0 || sending} onClick={send}>
            {words.resendCode}
          </button>
          {secondsLeft > 0 ? <p className={waitClass}>{fillCopy(words.resendIn, { n: secondsLeft })}</p> : null}
        </StepForm>
      ) : (
        <PrimaryButton aria-disabled={sending || undefined} aria-busy={sending || undefined} onClick={send}>
          {words.sendCode}
        </PrimaryButton>
      )}
      {sendError ? (
        <p role="alert" className={errorClass}>
          {localizeMessage(sendError, locale)}
        </p>
      ) : null}
    </>
  );
}
