"use client";

import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { yupResolver } from "@hookform/resolvers/yup";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { object } from "yup";
import type { AccountWords } from "@/lib/content/words";
import { formatPhoneInput } from "@/lib/format/phoneInput";
import { emailSchema, nameSchema, phoneSchema } from "@/lib/validation";
import { fieldsOf, postAccount } from "../accountApi";
import { failure, type Notice, NoticeAlert, success } from "../Notice";
import { SubmitButton } from "../SubmitButton";
import { fieldOf, TextField } from "../TextField";

const schema = object({
  first_name: nameSchema("Please enter the first name."),
  last_name: nameSchema("Please enter the last name."),
  email: emailSchema,
  phone: phoneSchema,
});
type Values = { first_name: string; last_name: string; email: string; phone: string };
const EMPTY: Values = { first_name: "", last_name: "", email: "", phone: "" };

/** Refer a homeowner: spec 7's referral, credited to the signed-in partner. */
export function ReferralForm({ words }: { words: AccountWords }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const form = useForm<Values>({ resolver: yupResolver(schema), defaultValues: EMPTY });
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const answer = await postAccount("/api/portal/refer", values).catch(() => null);
    if (answer?.status === 201) {
      form.reset(EMPTY);
      setOutcome(success(words.referSent.replace("{name}", `${values.first_name} ${values.last_name}`)));
      await queryClient.invalidateQueries({ queryKey: ["portal-referrals"] });
      return;
    }
    const fields = answer ? fieldsOf(answer) : {};
    for (const key of Object.keys(EMPTY) as (keyof Values)[]) {
      if (fields[key]) form.setError(key, { message: fields[key] });
    }
    if (Object.keys(fields).length === 0) setOutcome(failure(words.referFailed));
  });
  const phone = form.register("phone");
  return (
    <Stack asChild gap="4" borderWidth="1px" borderRadius="lg" p="6">
      <form method="post" onSubmit={submit} noValidate aria-labelledby="refer-heading">
        <Heading as="h2" size="lg" id="refer-heading">
          {words.referTitle}
        </Heading>
        <NoticeAlert notice={outcome} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label={words.firstName} {...fieldOf(form, "first_name")} autoComplete="off" />
          <TextField label={words.lastName} {...fieldOf(form, "last_name")} autoComplete="off" />
          <TextField label={words.email} type="email" {...fieldOf(form, "email")} autoComplete="off" />
          <TextField
            label={words.phone}
            registration={{
              ...phone,
              onChange: (event) => {
                event.target.value = formatPhoneInput(event.target.value);
                return phone.onChange(event);
              },
            }}
            error={form.formState.errors.phone?.message}
            autoComplete="off"
          />
        </SimpleGrid>
        <SubmitButton colorPalette="blue" alignSelf="start" loading={form.formState.isSubmitting}>
          {words.referButton}
        </SubmitButton>
      </form>
    </Stack>
  );
}
