"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { object } from "yup";
import type { AccountWords } from "@/lib/content/words";
import { passwordSchema, usernameSchema } from "@/lib/validation";
import { AccountForm } from "./AccountForm";
import { fieldsOf, postAccount } from "./accountApi";
import { failure, type Notice } from "./Notice";
import { fieldOf, NewPasswordField, TextField } from "./TextField";

const schema = object({ username: usernameSchema, password: passwordSchema });

type Props = { words: AccountWords; token: string; areaHref: string; signInHref: string };

/**
 * The homeowner's first visit from their confirmation link: a username and password for the lead.
 * When the lead's e-mail has an account already (a second project), the way on is to sign in with
 * it, and back here, where the project is added (HomeownerArea).
 */
export function ClaimForm({ words, token, areaHref, signInHref }: Props) {
  const [problem, setProblem] = useState<Notice | null>(null);
  const backHere = `${areaHref}?token=${encodeURIComponent(token)}`;
  const signInLink =
    problem?.text === words.claimKnownEmail
      ? { href: `${signInHref}?next=${encodeURIComponent(backHere)}`, text: words.signInTitle }
      : problem?.text === words.claimTaken
        ? { href: signInHref, text: words.signInTitle }
        : undefined;
  const form = useForm({ resolver: yupResolver(schema), defaultValues: { username: "", password: "" } });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const answer = await postAccount("/api/account/homeowner", { token, ...values }).catch(() => null);
    if (answer?.status === 201) {
      window.location.assign(areaHref);
      return;
    }
    const fields = answer ? fieldsOf(answer) : {};
    if (fields.username) form.setError("username", { message: fields.username });
    if (fields.password) form.setError("password", { message: fields.password });
    if (!fields.username && !fields.password) {
      const known = answer?.status === 409 && fields.email;
      setProblem(
        failure(known ? words.claimKnownEmail : answer?.status === 409 ? words.claimTaken : words.somethingWrong),
      );
    }
  });
  return (
    <AccountForm
      title={words.claimTitle}
      intro={words.claimIntro}
      notice={problem}
      noticeLink={signInLink}
      submitLabel={words.claimButton}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
    >
      <TextField label={words.username} {...fieldOf(form, "username")} autoComplete="username" />
      <NewPasswordField label={words.password} {...fieldOf(form, "password")} rules={words.passwordRules} />
    </AccountForm>
  );
}
