"use client";

import { Box, Flex, Heading, List, Text } from "@chakra-ui/react";
import { useId } from "react";
import type { AccountWords } from "@/lib/content/words";
import type { ProjectStage } from "@/lib/projectStages";
import { stageLabel, stageStates } from "./stageWords";

type Props = { current: ProjectStage; updatedAt: string | null; words: AccountWords; dateOf: (iso: string) => string };

const MARK = { done: "✓", current: "●", ahead: "" } as const;

/** Spec 3's nine installer stages, in order, with the current one marked for eyes and screen readers. */
export function StageTracker({ current, updatedAt, words, dateOf }: Props) {
  const label = { done: words.stageDone, current: words.stageCurrent, ahead: words.stageAhead };
  // A homeowner with two projects has two trackers on the page.
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId} mb="4">
        {words.stageHeading}
      </Heading>
      <List.Root as="ol" listStyleType="none" gap="2" ms="0">
        {stageStates(current).map(({ stage, state }) => (
          <List.Item key={stage} aria-current={state === "current" ? "step" : undefined}>
            <Flex
              align="center"
              gap="3"
              p="3"
              borderRadius="md"
              borderWidth="1px"
              borderColor={state === "current" ? "blue.solid" : "border"}
              bg={state === "current" ? "blue.subtle" : undefined}
            >
              <Flex
                aria-hidden
                w="7"
                h="7"
                flexShrink={0}
                align="center"
                justify="center"
                borderRadius="full"
                bg={state === "ahead" ? "bg.muted" : "blue.solid"}
                color="white"
                fontSize="sm"
              >
                {MARK[state]}
              </Flex>
              <Text fontWeight={state === "current" ? "bold" : "normal"} flex="1">
                {stageLabel(stage, words)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {label[state]}
              </Text>
            </Flex>
          </List.Item>
        ))}
      </List.Root>
      {updatedAt ? (
        <Text mt="3" fontSize="sm" color="fg.muted">
          {words.stageUpdated.replace("{date}", dateOf(updatedAt))}
        </Text>
      ) : null}
    </Box>
  );
}
