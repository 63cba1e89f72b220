"use client";

import { Link } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { object, string } from "yup";
import type { AccountWords } from "@/lib/content/words";
import { PASSWORD_REQUIRED, USERNAME_REQUIRED } from "@/lib/validation/messages";
import { AccountForm } from "./AccountForm";
import { postAccount } from "./accountApi";
import { failure, type Notice } from "./Notice";
import { fieldOf, TextField } from "./TextField";

const schema = object({
  username: string().trim().required(USERNAME_REQUIRED),
  password: string().required(PASSWORD_REQUIRED),
});

/** `after`: where to go once signed in (the area asked for, or sign-in again, which sends each role home). */
type Props = { words: AccountWords; after: string; resetHref: string };

/** Username and password; a refusal names no field (which one was wrong stays unsaid). */
export function SignInForm({ words, after, resetHref }: Props) {
  const [problem, setProblem] = useState<Notice | null>(null);
  const form = useForm({ resolver: yupResolver(schema), defaultValues: { username: "", password: "" } });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const answer = await postAccount("/api/auth/sign-in/username", values).catch(() => null);
    if (answer?.status === 200) {
      window.location.assign(after);
      return;
    }
    setProblem(
      failure(
        answer?.status === 401
          ? words.signInFailed
          : answer?.status === 403
            ? words.confirmEmailFirst
            : answer?.status === 429
              ? words.tooManyAttempts
              : words.somethingWrong,
      ),
    );
  });
  return (
    <AccountForm
      title={words.signInTitle}
      notice={problem}
      submitLabel={words.signInButton}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      footer={
        <Link href={resetHref} alignSelf="start">
          {words.forgotPassword}
        </Link>
      }
    >
      <TextField label={words.username} {...fieldOf(form, "username")} autoComplete="username" />
      <TextField
        label={words.password}
        type="password"
        {...fieldOf(form, "password")}
        autoComplete="current-password"
      />
    </AccountForm>
  );
}
