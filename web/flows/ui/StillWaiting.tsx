"use client";

import { Box, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { dialPhone, formatPhone } from "@/lib/format/phone";

/** Spec 2.7: replaces the page while the waiting flag is set: a call link and a skeleton loader. */
export function StillWaiting({ title, text, phone }: { title: string; text: string | null; phone: string }) {
  return (
    <Box role="status" aria-live="polite" textAlign="center" py="8">
      <Heading as="h1" size="2xl" mb="3">
        {title}
      </Heading>
      {text ? <Text mb="4">{text}</Text> : null}
      <a className="button" href={dialPhone(phone)}>
        {formatPhone(phone)}
      </a>
      <Stack mt="8" gap="3" aria-hidden="true">
        <Skeleton height="5" />
        <Skeleton height="5" width="80%" />
        <Skeleton height="5" width="60%" />
      </Stack>
    </Box>
  );
}
