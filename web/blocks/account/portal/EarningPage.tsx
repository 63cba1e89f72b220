"use client";

import { Badge, Box, Heading, HStack, Link, Stack, Stat, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getAccount } from "../accountApi";
import { laTime } from "../console/consoleApi";
import { dollars, type PortalReferrals } from "./portalApi";

/**
 * /earning (spec 2.5: no header or footer): the partner's referrals, each project's stage, and the
 * commission on it (the sales-commission calculator's formula; earned from the Contract stage).
 */
export function EarningPage({ name, portalHref }: { name: string; portalHref: string }) {
  const report = useQuery({
    queryKey: ["portal-referrals"],
    queryFn: () => getAccount<PortalReferrals>("/api/portal/referrals"),
  });
  const data = report.data;
  return (
    <Stack gap="8" maxW="5xl" mx="auto" py="10" px="4">
      <Box>
        <Link href={portalHref} fontSize="sm">
          ← Back to the lead portal
        </Link>
        <Heading as="h1" size="2xl" mt="2">
          Your referrals and earnings
        </Heading>
        <Text color="fg.muted">{name}</Text>
      </Box>
      {report.isError ? <Text role="alert">Your referrals could not be loaded. Please try again.</Text> : null}
      {data ? (
        <>
          <HStack gap="10" wrap="wrap">
            <Stat.Root>
              <Stat.Label>Earned</Stat.Label>
              <Stat.ValueText data-earned="">{dollars(data.earned)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Expected when signed</Stat.Label>
              <Stat.ValueText data-expected="">{dollars(data.expected)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Referrals</Stat.Label>
              <Stat.ValueText>{data.referrals.length}</Stat.ValueText>
            </Stat.Root>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Commission per project: your 20% setter's share of a typical 8 kW system sold at $3.60/W on a $2.90/W
            redline, earned once the homeowner signs the contract.
          </Text>
          {data.referrals.length === 0 ? (
            <Text>You have not referred anyone yet.</Text>
          ) : (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Homeowner</Table.ColumnHeader>
                  <Table.ColumnHeader>Referred (LA time)</Table.ColumnHeader>
                  <Table.ColumnHeader>Project stage</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Commission</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.referrals.map((referral) => (
                  <Table.Row key={referral.referral_id} data-referral={referral.name}>
                    <Table.Cell>{referral.name || "—"}</Table.Cell>
                    <Table.Cell>{laTime(referral.created_at)}</Table.Cell>
                    <Table.Cell>{referral.stage ?? "—"}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {referral.commission ? (
                        <>
                          {dollars(referral.commission.amount)}{" "}
                          <Badge colorPalette={referral.commission.status === "earned" ? "green" : "gray"}>
                            {referral.commission.status}
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
