"use client";

import { Box, Button, Field, Input, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { checkPhoneCode, sendPhoneCode } from "@/lib/api/calls";
import { formatPhone } from "@/lib/format/phone";
import { phoneDigits } from "@/lib/format/phoneInput";
import { fillCopy, stepCopy } from "../steps/copy";
import { headingId, StepHeading } from "../steps/StepHeading";
import { SubmitButton } from "../steps/SubmitButton";
import type { StepProps } from "../steps/types";

/**
 * Confirms the phone with a texted one-time code: "Send code", then the code and "Verify".
 * The server's own message (wrong, expired, too many tries) shows under the code field; a new
 * code may be asked for after `resendAfterSeconds`.
 */
export function PhoneVerificationStep({
  input,
  heading,
  subheading,
  locale,
  answers,
  token,
  onSubmit,
}: StepProps<"phoneVerificationInput">) {
  const copy = stepCopy[locale];
  const codeLength = input.codeLength && input.codeLength > 0 ? input.codeLength : 6;
  const resendAfter = Math.max(0, input.resendAfterSeconds ?? 30);
  const digits =
    typeof answers.phone === "string" || typeof answers.phone === "number" ? phoneDigits(String(answers.phone)) : "";
  const phone = digits.length === 10 ? formatPhone(digits) : "";

  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  /** Codes sent so far: the code field shows once there is one. */
  const [sends, setSends] = useState(0);
  const sent = sends > 0;
  const codeInput = useRef<HTMLInputElement>(null);

  // After each code sent, straight to the code field.
  useEffect(() => {
    if (sends > 0) codeInput.current?.focus();
  }, [sends]);

  // Counts down to the moment a new code may be asked for.
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    if (sending) return;
    if (!token || !phone) {
      setSendError(copy.sendFailed);
      return;
    }
    setSending(true);
    setSendError(null);
    try {
      const result = await sendPhoneCode(token, phone);
      if (result.ok) {
        setSecondsLeft(resendAfter);
        setCode("");
        setCodeError(null);
        setSends((count) => count + 1);
      } else {
        setSendError(result.fields.phone ?? result.error);
      }
    } catch {
      setSendError(copy.sendFailed);
    } finally {
      setSending(false);
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    if (code.length !== codeLength || !token) {
      setCodeError(fillCopy(copy.codeRequired, { n: codeLength }));
      codeInput.current?.focus();
      return;
    }
    setChecking(true);
    setCodeError(null);
    try {
      const result = await checkPhoneCode(token, code);
      if (result.ok) {
        onSubmit({ phone_verified: true });
        return;
      }
      setCodeError(result.fields.code ?? result.error);
    } catch {
      setCodeError(copy.checkFailed);
    } finally {
      setChecking(false);
    }
    codeInput.current?.focus();
  };

  if (!phone) {
    return (
      <Box>
        <StepHeading heading={heading} subheading={subheading} />
        <Text role="alert">{copy.noPhone}</Text>
      </Box>
    );
  }

  return (
    <Box>
      <StepHeading heading={heading} subheading={subheading} />
      <Text role="status" aria-live="polite" mb="4">
        {sent ? fillCopy(copy.codeSent, { phone }) : fillCopy(copy.yourPhone, { phone })}
      </Text>
      {sent ? (
        <form onSubmit={verify} noValidate aria-labelledby={headingId}>
          <Field.Root invalid={codeError !== null}>
            <Field.Label>{copy.code}</Field.Label>
            <Input
              ref={codeInput}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, codeLength))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={codeLength}
              size="xl"
              letterSpacing="widest"
            />
            <Field.ErrorText>{codeError}</Field.ErrorText>
          </Field.Root>
          <SubmitButton loading={checking}>{input.buttonLabel || copy.continue}</SubmitButton>
          <Button
            type="button"
            variant="plain"
            colorPalette="brand"
            textDecoration="underline"
            mt="3"
            disabled={secondsLeft > 0 || sending}
            onClick={send}
          >
            {copy.resendCode}
          </Button>
          {secondsLeft > 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {fillCopy(copy.resendIn, { n: secondsLeft })}
            </Text>
          ) : null}
        </form>
      ) : (
        <Button type="button" colorPalette="brand" size="xl" width="full" loading={sending} onClick={send}>
          {copy.sendCode}
        </Button>
      )}
      {sendError ? (
        <Text role="alert" color="fg.error" mt="3">
          {sendError}
        </Text>
      ) : null}
    </Box>
  );
}
