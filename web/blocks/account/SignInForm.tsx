"use client";

import { Alert, Heading, Link, Stack } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { object, string } from "yup";
import type { AccountWords } from "@/lib/content/words";
import { PASSWORD_REQUIRED, USERNAME_REQUIRED } from "@/lib/validation/messages";
import { postAccount } from "./accountApi";
import { SubmitButton } from "./SubmitButton";
import { TextField } from "./TextField";

const schema = object({
  username: string().trim().required(USERNAME_REQUIRED),
  password: string().required(PASSWORD_REQUIRED),
});

/** `after`: where to go once signed in (the area asked for, or sign-in again, which sends each role home). */
type Props = { words: AccountWords; after: string; resetHref: string };

/** Username and password; a refusal names no field (which one was wrong stays unsaid). */
export function SignInForm({ words, after, resetHref }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ resolver: yupResolver(schema), defaultValues: { username: "", password: "" } });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const answer = await postAccount("/api/auth/sign-in/username", values).catch(() => null);
    if (answer?.status === 200) {
      window.location.assign(after);
      return;
    }
    setProblem(
      answer?.status === 401
        ? words.signInFailed
        : answer?.status === 429
          ? words.tooManyAttempts
          : words.somethingWrong,
    );
  });
  return (
    <Stack asChild gap="5" maxW="md" mx="auto" py="10" px="4">
      <form method="post" onSubmit={submit} noValidate>
        <Heading as="h1" size="2xl">
          {words.signInTitle}
        </Heading>
        {problem ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        ) : null}
        <TextField
          label={words.username}
          registration={form.register("username")}
          error={form.formState.errors.username?.message}
          autoComplete="username"
        />
        <TextField
          label={words.password}
          type="password"
          registration={form.register("password")}
          error={form.formState.errors.password?.message}
          autoComplete="current-password"
        />
        <SubmitButton size="lg" colorPalette="blue" loading={form.formState.isSubmitting}>
          {words.signInButton}
        </SubmitButton>
        <Link href={resetHref} alignSelf="start">
          {words.forgotPassword}
        </Link>
      </form>
    </Stack>
  );
}
