"use client";

import { Box, DataList, Heading, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { fillCopy } from "@/blocks/steps/parts/fillCopy";
import { customerQueryOptions } from "@/lib/api/query";
import type { Locale } from "@/lib/brand/locale";
import type { AccountWords, StepWords } from "@/lib/content/words";
import { type BillBand, isBillBand } from "@/lib/leadFields/bill";
import type { ProjectStage } from "@/lib/projectStages";
import { getAccount } from "./accountApi";
import { failure, NoticeAlert } from "./Notice";
import { StageTracker } from "./StageTracker";

type Project = { token: string; stage: ProjectStage; history: { stage: ProjectStage; at: string }[] };

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");

/** The questionnaire's words for the bill's bands, and "{amount} a month". */
export type BillWords = Pick<StepWords, BillBand | "perMonth">;

/** The stored bill band in words ("$100–$150 a month"); anything else as it was typed. */
const billInWords = (value: unknown, words: BillWords) =>
  isBillBand(value) ? fillCopy(words.perMonth, { amount: words[value] }) : text(value);

/**
 * The homeowner's project: their record read as spec 7 reads it (show_token_customer, cached under
 * 'customer-data' per token) and the installer's stage. Which lead is theirs comes from the session.
 * Answers are shown back in words, never as stored values (issue 58 item 6).
 */
export function HomeownerArea({
  words,
  billWords,
  locale,
  name,
}: {
  words: AccountWords;
  billWords: BillWords;
  locale: Locale;
  name: string;
}) {
  const project = useQuery({
    queryKey: ["account-project"],
    queryFn: () => getAccount<Project>("/api/account/project"),
  });
  const token = project.data?.token ?? "";
  const record = useQuery({ ...customerQueryOptions(token), enabled: token !== "" });
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
      dateStyle: "long",
      timeZone: "America/Los_Angeles",
    }).format(new Date(iso));
  const fields = (record.data ?? {}) as Record<string, unknown>;
  const details: [string, string][] = [
    [words.fieldName, [text(fields.first_name), text(fields.last_name)].filter(Boolean).join(" ")],
    [words.fieldEmail, text(fields.email)],
    [words.fieldPhone, text(fields.phone)],
    [
      words.fieldAddress,
      [text(fields.street_address), text(fields.city), [text(fields.state), text(fields.zip)].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", "),
    ],
    [words.fieldBill, billInWords(fields.monthly_electricity_bill, billWords)],
  ];
  const failed = project.isError || record.isError;
  return (
    <Stack gap="8" maxW="5xl" mx="auto" py="10" px="4">
      <Box>
        <Heading as="h1" size="3xl">
          {words.areaTitle}
        </Heading>
        <Text mt="2" fontSize="lg" color="fg.muted">
          {words.areaGreeting.replace("{name}", name)}
        </Text>
      </Box>
      <NoticeAlert notice={failed ? failure(words.recordError) : null} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="start">
        {project.data ? (
          <StageTracker
            current={project.data.stage}
            updatedAt={project.data.history.at(-1)?.at ?? null}
            words={words}
            dateOf={dateOf}
          />
        ) : (
          <Skeleton height="96" />
        )}
        <Box as="section" aria-labelledby="record-heading" borderWidth="1px" borderRadius="lg" p="6">
          <Heading as="h2" size="lg" id="record-heading" mb="4">
            {words.recordHeading}
          </Heading>
          {record.data ? (
            <DataList.Root orientation="vertical" gap="4">
              {details.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value || "—"}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          ) : failed ? null : (
            <Skeleton height="48" />
          )}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
