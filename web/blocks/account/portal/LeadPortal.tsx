"use client";

import { Badge, Box, Button, Collapsible, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { Locale } from "@/lib/brand/locale";
import type { AccountWords } from "@/lib/content/words";
import { getAccount } from "../accountApi";
import type { PortalLead } from "./portalApi";
import { laTimeIn } from "./portalApi";
import { ReferralForm } from "./ReferralForm";

function Consent({
  consent,
  words,
  when,
}: {
  consent: NonNullable<PortalLead["consent"]>;
  words: AccountWords;
  when: (iso: string) => string;
}) {
  const rows: [string, string | null][] = [
    [words.consentText, consent.text],
    [words.consentVersion, consent.version],
    [words.consentAccepted, when(consent.accepted_at)],
    [words.consentPhone, consent.phone],
    [words.consentIp, consent.ip_address],
    [words.consentUserAgent, consent.user_agent],
    [words.consentPage, consent.page_url],
    [words.consentCertificate, consent.cert_url],
    [words.consentLeadId, consent.leadid_token],
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
type Props = { name: string; earningHref: string; words: AccountWords; locale: Locale };

export function LeadPortal({ name, earningHref, words, locale }: Props) {
  const when = laTimeIn(locale);
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
            {words.portalTitle}
          </Heading>
          <Text color="fg.muted">{words.signedInAs.replace("{name}", name)}</Text>
        </Box>
        <Button asChild variant="outline">
          <a href={earningHref}>{words.earningLink}</a>
        </Button>
      </HStack>
      <Box as="section" aria-labelledby="assigned-heading">
        <Heading as="h2" size="lg" id="assigned-heading" mb="3">
          {words.yourLeads}
        </Heading>
        {leads.isError ? <Text role="alert">{words.leadsError}</Text> : null}
        {leads.data && list.length === 0 ? <Text>{words.noLeads}</Text> : null}
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
                    {lead.brand ?? "—"} · {lead.flow ?? words.referralLead} · {when(lead.created_at)}
                  </Text>
                </Box>
                <HStack gap="3">
                  <Badge colorPalette={lead.completed_at ? "green" : "gray"}>
                    {lead.completed_at ? words.complete : words.partial}
                  </Badge>
                  <Badge>{lead.stage}</Badge>
                  <Collapsible.Trigger asChild>
                    <Button size="sm" variant="outline" disabled={!lead.consent}>
                      {lead.consent ? words.consentEvidence : words.noConsent}
                    </Button>
                  </Collapsible.Trigger>
                </HStack>
              </HStack>
              {lead.consent ? (
                <Collapsible.Content mt="3">
                  <Consent consent={lead.consent} words={words} when={when} />
                </Collapsible.Content>
              ) : null}
            </Collapsible.Root>
          ))}
        </Stack>
      </Box>
      <ReferralForm words={words} />
    </Stack>
  );
}
