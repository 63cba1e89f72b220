"use client";

import { Alert, Heading, Stack, Text } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { object } from "yup";
import type { AccountWords } from "@/lib/content/words";
import { passwordSchema, usernameSchema } from "@/lib/validation";
import { fieldsOf, postAccount } from "./accountApi";
import { SubmitButton } from "./SubmitButton";
import { TextField } from "./TextField";

const schema = object({ username: usernameSchema, password: passwordSchema });

type Props = { words: AccountWords; token: string; areaHref: string; signInHref: string };

/** The homeowner's first visit from their confirmation link: a username and password for the lead. */
export function ClaimForm({ words, token, areaHref, signInHref }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
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
    if (!fields.username && !fields.password)
      setProblem(answer?.status === 409 ? words.claimTaken : words.somethingWrong);
  });
  return (
    <Stack asChild gap="5" maxW="md" mx="auto" py="10" px="4">
      <form method="post" onSubmit={submit} noValidate>
        <Heading as="h1" size="2xl">
          {words.claimTitle}
        </Heading>
        <Text color="fg.muted">{words.claimIntro}</Text>
        {problem ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              {problem} {problem === words.claimTaken ? <a href={signInHref}>{words.signInTitle}</a> : null}
            </Alert.Title>
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
          hint={words.passwordRules}
          autoComplete="new-password"
        />
        <SubmitButton size="lg" colorPalette="blue" loading={form.formState.isSubmitting}>
          {words.claimButton}
        </SubmitButton>
      </form>
    </Stack>
  );
}
