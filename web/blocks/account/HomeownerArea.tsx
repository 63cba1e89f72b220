"use client";

import { Box, Button, DataList, Heading, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { fillCopy } from "@/blocks/steps/parts/fillCopy";
import { customerQueryOptions } from "@/lib/api/query";
import type { Locale } from "@/lib/brand/locale";
import type { AccountWords, StepWords } from "@/lib/content/words";
import { type BillBand, isBillBand } from "@/lib/leadFields/bill";
import type { ProjectStage } from "@/lib/projectStages";
import { getAccount, postAccount } from "./accountApi";
import { failure, type Notice, NoticeAlert, success } from "./Notice";
import { StageTracker } from "./StageTracker";

type Project = { token: string; stage: ProjectStage; history: { stage: ProjectStage; at: string }[] };

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");

/** The questionnaire's words for the bill's bands, and "{amount} a month". */
export type BillWords = Pick<StepWords, BillBand | "perMonth">;

/** The stored bill band in words ("$100–$150 a month"); anything else as it was typed. */
const billInWords = (value: unknown, words: BillWords) =>
  isBillBand(value) ? fillCopy(words.perMonth, { amount: words[value] }) : text(value);

type Props = {
  words: AccountWords;
  billWords: BillWords;
  locale: Locale;
  name: string;
  /** The token of a project link opened while signed in: its project may join this account. */
  linkToken?: string | null;
};

/**
 * The homeowner's projects: each lead's record read as spec 7 reads it (show_token_customer,
 * cached under 'customer-data' per token) and the installer's stage. Which leads are theirs comes
 * from the session; a project link opened while signed in offers to add its project (a second
 * project made with the same e-mail, issue 58 item 4). Answers are shown back in words, never as
 * stored values (issue 58 item 6).
 */
export function HomeownerArea({ words, billWords, locale, name, linkToken = null }: Props) {
  const queryClient = useQueryClient();
  const projects = useQuery({
    queryKey: ["account-projects"],
    queryFn: () => getAccount<{ projects: Project[] }>("/api/account/project"),
  });
  const [added, setAdded] = useState<Notice | null>(null);
  const [adding, setAdding] = useState(false);
  const owned = projects.data?.projects ?? [];
  const offerToAdd = Boolean(linkToken) && projects.isSuccess && !owned.some((project) => project.token === linkToken);
  const add = async () => {
    setAdding(true);
    const answer = await postAccount("/api/account/project", { token: linkToken }).catch(() => null);
    setAdding(false);
    if (answer?.status === 201 || answer?.status === 200) {
      setAdded(success(words.addProjectDone));
      await queryClient.invalidateQueries({ queryKey: ["account-projects"] });
      return;
    }
    setAdded(failure(answer && answer.status < 500 ? words.addProjectRefused : words.somethingWrong));
  };
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
      <NoticeAlert notice={added} />
      {offerToAdd && !added ? (
        <Stack
          as="section"
          direction={{ base: "column", md: "row" }}
          align={{ base: "stretch", md: "center" }}
          gap="4"
          borderWidth="1px"
          borderRadius="lg"
          p="4"
        >
          <Text flex="1">{words.addProjectPrompt}</Text>
          <Button colorPalette="blue" loading={adding} onClick={add}>
            {words.addProjectButton}
          </Button>
        </Stack>
      ) : null}
      <NoticeAlert notice={projects.isError ? failure(words.recordError) : null} />
      {projects.data ? (
        owned.map((project) => (
          <ProjectPanel key={project.token} project={project} words={words} billWords={billWords} locale={locale} />
        ))
      ) : projects.isError ? null : (
        <Skeleton height="96" />
      )}
    </Stack>
  );
}

/** One project: where it is, and the homeowner's details as the lead holds them. */
function ProjectPanel({
  project,
  words,
  billWords,
  locale,
}: {
  project: Project;
  words: AccountWords;
  billWords: BillWords;
  locale: Locale;
}) {
  const record = useQuery(customerQueryOptions(project.token));
  const recordHeadingId = useId();
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
  return (
    <Stack gap="4">
      <NoticeAlert notice={record.isError ? failure(words.recordError) : null} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="start">
        <StageTracker
          current={project.stage}
          updatedAt={project.history.at(-1)?.at ?? null}
          words={words}
          dateOf={dateOf}
        />
        <Box as="section" aria-labelledby={recordHeadingId} borderWidth="1px" borderRadius="lg" p="6">
          <Heading as="h2" size="lg" id={recordHeadingId} mb="4">
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
          ) : record.isError ? null : (
            <Skeleton height="48" />
          )}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
