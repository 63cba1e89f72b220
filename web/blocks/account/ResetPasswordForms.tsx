"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { object } from "yup";
import type { AccountWords } from "@/lib/content/words";
import { emailSchema, passwordSchema } from "@/lib/validation";
import { AccountForm } from "./AccountForm";
import { postAccount } from "./accountApi";
import { failure, type Notice, success } from "./Notice";
import { fieldOf, NewPasswordField, TextField } from "./TextField";

const requestSchema = object({ email: emailSchema });

/** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
export function ResetRequestForm({ words }: { words: AccountWords }) {
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const form = useForm({ resolver: yupResolver(requestSchema), defaultValues: { email: "" } });
  const submit = form.handleSubmit(async (values) => {
    const answer = await postAccount("/api/auth/request-password-reset", values).catch(() => null);
    setOutcome(
      answer?.status === 200
        ? success(words.resetSent)
        : failure(answer?.status === 429 ? words.tooManyAttempts : words.somethingWrong),
    );
  });
  return (
    <AccountForm
      title={words.resetTitle}
      intro={words.resetIntro}
      notice={outcome}
      submitLabel={words.resetSend}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
    >
      <TextField label={words.email} type="email" {...fieldOf(form, "email")} autoComplete="email" />
    </AccountForm>
  );
}

const newPasswordSchema = object({ newPassword: passwordSchema });

/** The link's second half: a new password for the token of the e-mail. */
export function NewPasswordForm({
  words,
  token,
  signInHref,
}: {
  words: AccountWords;
  token: string;
  signInHref: string;
}) {
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const form = useForm({ resolver: yupResolver(newPasswordSchema), defaultValues: { newPassword: "" } });
  const submit = form.handleSubmit(async (values) => {
    const answer = await postAccount("/api/auth/reset-password", { ...values, token }).catch(() => null);
    if (answer?.status === 200) setOutcome(success(words.resetDone));
    else if (answer?.status === 400 && answer.body.code === "PASSWORD_RULES")
      form.setError("newPassword", { message: String(answer.body.message) });
    else if (answer?.status === 400) setOutcome(failure(words.resetExpired));
    else setOutcome(failure(answer?.status === 429 ? words.tooManyAttempts : words.somethingWrong));
  });
  return (
    <AccountForm
      title={words.resetTitle}
      notice={outcome}
      noticeLink={outcome?.status === "success" ? { href: signInHref, text: words.signInTitle } : undefined}
      submitLabel={words.resetSave}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
    >
      <NewPasswordField label={words.newPassword} {...fieldOf(form, "newPassword")} rules={words.passwordRules} />
    </AccountForm>
  );
}
