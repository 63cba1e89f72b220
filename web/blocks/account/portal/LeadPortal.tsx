"use client";

import { Badge, Box, Button, Collapsible, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getAccount } from "../accountApi";
import { laTime } from "../console/consoleApi";
import type { PortalLead } from "./portalApi";
import { ReferralForm } from "./ReferralForm";

function Consent({ consent }: { consent: NonNullable<PortalLead["consent"]> }) {
  const rows: [string, string | null][] = [
    ["Consent text", consent.text],
    ["Version", consent.version],
    ["Accepted (LA time)", laTime(consent.accepted_at)],
    ["Phone consented to", consent.phone],
    ["IP address", consent.ip_address],
    ["User agent", consent.user_agent],
    ["Page", consent.page_url],
    ["Certificate URL", consent.cert_url],
    ["Lead-id token", consent.leadid_token],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2" p="3" bg="bg.subtle" borderRadius="md">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value ?? "—"}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The signed-in partner's leads (with the consent each gave) and the way to refer a homeowner. */
export function LeadPortal({ name, earningHref }: { name: string; earningHref: string }) {
  const leads = useQuery({
    queryKey: ["portal-leads"],
    queryFn: () => getAccount<{ leads: PortalLead[] }>("/api/portal/leads"),
  });
  const list = leads.data?.leads ?? [];
  return (
    <Stack gap="8" maxW="6xl" mx="auto" py="10" px="4">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Box>
          <Heading as="h1" size="2xl">
            Lead portal
          </Heading>
          <Text color="fg.muted">Signed in as {name}</Text>
        </Box>
        <Button asChild variant="outline">
          <a href={earningHref}>Your referrals and earnings</a>
        </Button>
      </HStack>
      <Box as="section" aria-labelledby="assigned-heading">
        <Heading as="h2" size="lg" id="assigned-heading" mb="3">
          Your leads
        </Heading>
        {leads.isError ? <Text role="alert">Your leads could not be loaded. Please try again.</Text> : null}
        {leads.data && list.length === 0 ? <Text>No lead has been assigned to you yet.</Text> : null}
        <Stack gap="3">
          {list.map((lead) => (
            <Collapsible.Root key={lead.lead_id} borderWidth="1px" borderRadius="md" p="4" data-portal-lead="">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Box>
                  <Text fontWeight="semibold">{lead.name || "—"}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {[lead.email, lead.phone, lead.location].filter(Boolean).join(" · ")}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {lead.brand ?? "—"} · {lead.flow ?? "referral"} · {laTime(lead.created_at)}
                  </Text>
                </Box>
                <HStack gap="3">
                  <Badge colorPalette={lead.completed_at ? "green" : "gray"}>
                    {lead.completed_at ? "Complete" : "Partial"}
                  </Badge>
                  <Badge>{lead.stage}</Badge>
                  <Collapsible.Trigger asChild>
                    <Button size="sm" variant="outline" disabled={!lead.consent}>
                      {lead.consent ? "Consent evidence" : "No consent given"}
                    </Button>
                  </Collapsible.Trigger>
                </HStack>
              </HStack>
              {lead.consent ? (
                <Collapsible.Content mt="3">
                  <Consent consent={lead.consent} />
                </Collapsible.Content>
              ) : null}
            </Collapsible.Root>
          ))}
        </Stack>
      </Box>
      <ReferralForm />
    </Stack>
  );
}
