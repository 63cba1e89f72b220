"use client";

import { Badge, Box, Heading, HStack, Link, Stack, Stat, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { Locale } from "@/lib/brand/locale";
import type { AccountWords } from "@/lib/content/words";
import { getAccount } from "../accountApi";
import { LogoutButton } from "../LogoutButton";
import { stageLabel } from "../stageWords";
import { dollarsIn, laTimeIn, type PortalReferrals } from "./portalApi";

/**
 * /earning (spec 2.5: no header or footer): the partner's referrals, each project's stage, and the
 * commission on it (the sales-commission calculator's formula; earned from the Contract stage).
 */
type Props = { name: string; portalHref: string; signInHref: string; words: AccountWords; locale: Locale };

export function EarningPage({ name, portalHref, signInHref, words, locale }: Props) {
  const when = laTimeIn(locale);
  const money = dollarsIn(locale);
  const report = useQuery({
    queryKey: ["portal-referrals"],
    queryFn: () => getAccount<PortalReferrals>("/api/portal/referrals"),
  });
  const data = report.data;
  return (
    <Stack gap="8" maxW="5xl" mx="auto" py="10" px="4">
      <Box>
        {/* No header here (spec 2.5), so the way out is on the page (issue 58 item 5). */}
        <HStack justify="space-between" fontSize="sm">
          <Link href={portalHref}>{words.backToPortal}</Link>
          <LogoutButton label={words.logOut} signInHref={signInHref} />
        </HStack>
        <Heading as="h1" size="2xl" mt="2">
          {words.earningTitle}
        </Heading>
        <Text color="fg.muted">{name}</Text>
      </Box>
      {report.isError ? <Text role="alert">{words.referralsError}</Text> : null}
      {data ? (
        <>
          <HStack gap="10" wrap="wrap">
            <Stat.Root>
              <Stat.Label>{words.earned}</Stat.Label>
              <Stat.ValueText data-earned="">{money(data.earned)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>{words.expected}</Stat.Label>
              <Stat.ValueText data-expected="">{money(data.expected)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>{words.referralCount}</Stat.Label>
              <Stat.ValueText>{data.referrals.length}</Stat.ValueText>
            </Stat.Root>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {words.commissionNote}
          </Text>
          {data.referrals.length === 0 ? (
            <Text>{words.noReferrals}</Text>
          ) : (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{words.colHomeowner}</Table.ColumnHeader>
                  <Table.ColumnHeader>{words.colReferred}</Table.ColumnHeader>
                  <Table.ColumnHeader>{words.colStage}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{words.colCommission}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.referrals.map((referral) => (
                  <Table.Row key={referral.referral_id} data-referral={referral.name}>
                    <Table.Cell>{referral.name || "—"}</Table.Cell>
                    <Table.Cell>{when(referral.created_at)}</Table.Cell>
                    <Table.Cell>{referral.stage ? stageLabel(referral.stage, words) : "—"}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {referral.commission ? (
                        <>
                          {money(referral.commission.amount)}{" "}
                          <Badge colorPalette={referral.commission.status === "earned" ? "green" : "gray"}>
                            {referral.commission.status === "earned" ? words.statusEarned : words.statusExpected}
                          </Badge>
                        </>
                      ) : (
                        "—"
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </>
      ) : null}
    </Stack>
  );
}
