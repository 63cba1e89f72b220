"use client";

import { Alert, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { object } from "yup";
import type { AccountWords } from "@/lib/content/words";
import { emailSchema, passwordSchema } from "@/lib/validation";
import { postAccount } from "./accountApi";
import { SubmitButton } from "./SubmitButton";
import { TextField } from "./TextField";

type Outcome = { status: "success" | "error"; text: string };

function OutcomeAlert({ outcome, link }: { outcome: Outcome | null; link?: { href: string; text: string } }) {
  if (!outcome) return null;
  return (
    <Alert.Root status={outcome.status} role={outcome.status === "error" ? "alert" : "status"}>
      <Alert.Indicator />
      <Alert.Title>
        {outcome.text} {link ? <Link href={link.href}>{link.text}</Link> : null}
      </Alert.Title>
    </Alert.Root>
  );
}

const requestSchema = object({ email: emailSchema });

/** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
export function ResetRequestForm({ words }: { words: AccountWords }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm({ resolver: yupResolver(requestSchema), defaultValues: { email: "" } });
  const submit = form.handleSubmit(async (values) => {
    const answer = await postAccount("/api/auth/request-password-reset", values).catch(() => null);
    setOutcome(
      answer?.status === 200
        ? { status: "success", text: words.resetSent }
        : { status: "error", text: answer?.status === 429 ? words.tooManyAttempts : words.somethingWrong },
    );
  });
  return (
    <Stack asChild gap="5" maxW="md" mx="auto" py="10" px="4">
      <form method="post" onSubmit={submit} noValidate>
        <Heading as="h1" size="2xl">
          {words.resetTitle}
        </Heading>
        <Text color="fg.muted">{words.resetIntro}</Text>
        <OutcomeAlert outcome={outcome} />
        <TextField
          label={words.email}
          type="email"
          registration={form.register("email")}
          error={form.formState.errors.email?.message}
          autoComplete="email"
        />
        <SubmitButton size="lg" colorPalette="blue" loading={form.formState.isSubmitting}>
          {words.resetSend}
        </SubmitButton>
      </form>
    </Stack>
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
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm({ resolver: yupResolver(newPasswordSchema), defaultValues: { newPassword: "" } });
  const submit = form.handleSubmit(async (values) => {
    const answer = await postAccount("/api/auth/reset-password", { ...values, token }).catch(() => null);
    if (answer?.status === 200) setOutcome({ status: "success", text: words.resetDone });
    else if (answer?.status === 400 && answer.body.code === "PASSWORD_RULES")
      form.setError("newPassword", { message: String(answer.body.message) });
    else if (answer?.status === 400) setOutcome({ status: "error", text: words.resetExpired });
    else setOutcome({ status: "error", text: answer?.status === 429 ? words.tooManyAttempts : words.somethingWrong });
  });
  return (
    <Stack asChild gap="5" maxW="md" mx="auto" py="10" px="4">
      <form method="post" onSubmit={submit} noValidate>
        <Heading as="h1" size="2xl">
          {words.resetTitle}
        </Heading>
        <OutcomeAlert
          outcome={outcome}
          link={outcome?.status === "success" ? { href: signInHref, text: words.signInTitle } : undefined}
        />
        <TextField
          label={words.newPassword}
          type="password"
          registration={form.register("newPassword")}
          error={form.formState.errors.newPassword?.message}
          hint={words.passwordRules}
          autoComplete="new-password"
        />
        <SubmitButton size="lg" colorPalette="blue" loading={form.formState.isSubmitting}>
          {words.resetSave}
        </SubmitButton>
      </form>
    </Stack>
  );
}
