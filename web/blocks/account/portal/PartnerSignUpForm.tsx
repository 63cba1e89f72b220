"use client";

import { Heading, Stack, Text } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { object, string } from "yup";
import type { AccountWords } from "@/lib/content/words";
import { emailSchema, passwordSchema, usernameSchema } from "@/lib/validation";
import { fieldsOf, postAccount } from "../accountApi";
import { failure, type Notice, NoticeAlert, success } from "../Notice";
import { SubmitButton } from "../SubmitButton";
import { fieldOf, NewPasswordField, TextField } from "../TextField";

const schema = object({
  name: string().trim().required("Name is required."),
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
});
type Values = { name: string; email: string; username: string; password: string };

/**
 * A sales professional opens a lead-portal account (spec 5's username and password rules). It
 * opens once they confirm their e-mail with the link it is sent (issue 57 item 9).
 */
export function PartnerSignUpForm({ words }: { words: AccountWords }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { name: "", email: "", username: "", password: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    const answer = await postAccount("/api/account/partner", values).catch(() => null);
    if (answer?.status === 201) {
      form.reset();
      setNotice(success(words.partnerCheckEmail));
      return;
    }
    const fields = answer ? fieldsOf(answer) : {};
    for (const key of ["name", "email", "username", "password"] as const) {
      if (fields[key]) form.setError(key, { message: fields[key] });
    }
    if (Object.keys(fields).length === 0) setNotice(failure(words.accountNotMade));
  });
  return (
    <Stack asChild gap="4">
      <form method="post" onSubmit={submit} noValidate aria-labelledby="partner-signup-heading">
        <Heading as="h2" size="xl" id="partner-signup-heading">
          {words.partnerSignUpTitle}
        </Heading>
        <Text color="fg.muted">{words.partnerSignUpIntro}</Text>
        <NoticeAlert notice={notice} />
        <TextField label={words.fullName} {...fieldOf(form, "name")} autoComplete="name" />
        <TextField label={words.email} type="email" {...fieldOf(form, "email")} autoComplete="email" />
        <TextField label={words.chooseUsername} {...fieldOf(form, "username")} autoComplete="username" />
        <NewPasswordField label={words.choosePassword} {...fieldOf(form, "password")} rules={words.passwordRules} />
        <SubmitButton size="lg" colorPalette="blue" loading={form.formState.isSubmitting}>
          {words.partnerSignUpButton}
        </SubmitButton>
      </form>
    </Stack>
  );
}
