"use client";

import { Heading, Stack, Text } from "@chakra-ui/react";
import type { FormEventHandler, ReactNode } from "react";
import { type Notice, NoticeAlert } from "./Notice";
import { SubmitButton } from "./SubmitButton";

type Props = {
  title: string;
  intro?: string;
  notice: Notice | null;
  noticeLink?: { href: string; text: string };
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
  /** What comes after the button (a link to another form). */
  footer?: ReactNode;
};

/**
 * A page of the account area that is one form (sign in, claim, password reset): its heading, the
 * answer to the last try, the fields and the button. The button is disabled until the script
 * runs; the form's method is POST so that, even then, a password never lands in an address.
 */
export function AccountForm({
  title,
  intro,
  notice,
  noticeLink,
  submitLabel,
  submitting,
  onSubmit,
  children,
  footer,
}: Props) {
  return (
    <Stack asChild gap="5" maxW="md" mx="auto" py="10" px="4">
      <form method="post" onSubmit={onSubmit} noValidate>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
        <NoticeAlert notice={notice} link={noticeLink} />
        {children}
        <SubmitButton size="lg" colorPalette="blue" loading={submitting}>
          {submitLabel}
        </SubmitButton>
        {footer}
      </form>
    </Stack>
  );
}
