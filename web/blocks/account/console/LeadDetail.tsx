"use client";

import {
  Badge,
  Box,
  Button,
  DataList,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PROJECT_STAGES } from "@/lib/projectStages";
import { consoleGet, type LeadDetail, laTime } from "./consoleApi";
import { RecordingPlayer } from "./RecordingPlayer";

const show = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "—"
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

function Evidence({ rows }: { rows: [string, unknown][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{show(value)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** One lead: its consent evidence first (what a TCPA complaint asks for), answers, pages, stage, recording. */
export function LeadDetailView({ token, onBack }: { token: string; onBack: () => void }) {
  const queryClient = useQueryClient();
  const lead = useQuery({
    queryKey: ["console-lead", token],
    queryFn: () => consoleGet<LeadDetail>(`/api/console/lead?token=${encodeURIComponent(token)}`),
  });
  const [stage, setStage] = useState("");
  const [moving, setMoving] = useState<string | null>(null);
  const [replay, setReplay] = useState(false);
  const [partner, setPartner] = useState("");
  const [assigned, setAssigned] = useState<string | null>(null);
  const assign = async () => {
    const response = await fetch("/api/console/assign", {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ customer_token: token, partner_username: partner }),
    });
    const body = (await response.json().catch(() => ({}))) as { fields?: Record<string, string> };
    setAssigned(
      response.ok
        ? `Given to ${partner}.`
        : (body.fields?.partner_username ?? body.fields?.customer_token ?? "The lead could not be given."),
    );
  };
  const data = lead.data;
  const move = async () => {
    setMoving("Saving…");
    const response = await fetch("/api/projects/stage", {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ customer_token: token, stage: stage || data?.stage }),
    });
    setMoving(response.ok ? "Stage saved." : "The stage could not be saved.");
    await queryClient.invalidateQueries({ queryKey: ["console-lead", token] });
    await queryClient.invalidateQueries({ queryKey: ["console-leads"] });
  };
  return (
    <Stack gap="6">
      <HStack>
        <Button variant="outline" size="sm" onClick={onBack}>
          ← Back to leads
        </Button>
      </HStack>
      {lead.isError ? <Text role="alert">This lead could not be loaded.</Text> : null}
      {data ? (
        <>
          <Box>
            <Heading as="h2" size="xl">
              {[data.answers.first_name, data.answers.last_name].filter(Boolean).join(" ") || "Lead"}{" "}
              <Badge colorPalette={data.completed_at ? "green" : "gray"}>
                {data.completed_at ? "Complete" : "Partial"}
              </Badge>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {data.brand ?? "—"} · {data.flow ?? "—"} · created {laTime(data.created_at)} · lead id {data.lead_id}
            </Text>
          </Box>
          <Box as="section" aria-labelledby="consent-heading" borderWidth="1px" borderRadius="md" p="4">
            <Heading as="h3" size="md" id="consent-heading" mb="3">
              Consent evidence
            </Heading>
            {data.consents.length === 0 ? <Text>No consent was given.</Text> : null}
            {data.consents.map((consent) => (
              <Box key={consent.accepted_at} mb="4" data-consent="">
                <Evidence
                  rows={[
                    ["Consent text", consent.text],
                    ["Version", consent.version],
                    ["Accepted (LA time)", laTime(consent.accepted_at)],
                    ["Phone consented to", consent.phone],
                    ["IP address", consent.ip_address],
                    ["User agent", consent.user_agent],
                    ["Page", consent.page_url],
                    ["Certificate URL", consent.cert_url],
                    ["Lead-id token", consent.leadid_token],
                  ]}
                />
              </Box>
            ))}
          </Box>
          <Box as="section" aria-labelledby="stage-heading" borderWidth="1px" borderRadius="md" p="4">
            <Heading as="h3" size="md" id="stage-heading" mb="3">
              Project stage: {data.stage}
            </Heading>
            <HStack gap="3" align="end">
              <Box as="label" display="grid" gap="1" fontSize="sm">
                Move to
                <NativeSelect.Root width="60">
                  <NativeSelect.Field value={stage || data.stage} onChange={(event) => setStage(event.target.value)}>
                    {PROJECT_STAGES.map((name) => (
                      <option key={name}>{name}</option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Box>
              <Button onClick={move} colorPalette="blue">
                Save stage
              </Button>
              <Text fontSize="sm" aria-live="polite">
                {moving}
              </Text>
            </HStack>
          </Box>
          <Box as="section" aria-labelledby="assign-heading" borderWidth="1px" borderRadius="md" p="4">
            <Heading as="h3" size="md" id="assign-heading" mb="3">
              Give to a partner (lead portal)
            </Heading>
            <HStack gap="3" align="end">
              <Box as="label" display="grid" gap="1" fontSize="sm">
                Partner's username
                <Input value={partner} onChange={(event) => setPartner(event.target.value)} width="60" />
              </Box>
              <Button onClick={assign} disabled={!partner.trim()}>
                Give the lead
              </Button>
              <Text fontSize="sm" aria-live="polite">
                {assigned}
              </Text>
            </HStack>
          </Box>
          {data.referral ? (
            <Box as="section" aria-labelledby="referral-heading">
              <Heading as="h3" size="md" id="referral-heading" mb="3">
                Referral
              </Heading>
              <Evidence
                rows={[
                  ["Referred (LA time)", laTime(data.referral.created_at)],
                  ["Source id", data.referral.source_id],
                  ["External source", data.referral.external_source],
                  ["Advocate id", data.referral.advocate_id],
                  ["Advocate e-mail", data.referral.advocate_email],
                ]}
              />
            </Box>
          ) : null}
          <Box as="section" aria-labelledby="answers-heading">
            <Heading as="h3" size="md" id="answers-heading" mb="3">
              Answers and landing
            </Heading>
            <Evidence
              rows={[
                ...Object.entries(data.answers),
                ["Landing URL", data.landing_url],
                ...Object.entries(data.landing_params).map(([key, value]): [string, unknown] => [key, value]),
                ...Object.entries(data.experiments).map(([key, value]): [string, unknown] => [
                  `experiment ${key}`,
                  value,
                ]),
              ]}
            />
          </Box>
          <Box as="section" aria-labelledby="pages-heading">
            <Heading as="h3" size="md" id="pages-heading" mb="3">
              Pages seen
            </Heading>
            <Table.Root size="sm">
              <Table.Body>
                {data.plates.map((visit) => (
                  <Table.Row key={`${visit.plate}-${visit.at}`}>
                    <Table.Cell whiteSpace="nowrap">{laTime(visit.at)}</Table.Cell>
                    <Table.Cell>{visit.plate}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Box as="section" aria-labelledby="recording-heading">
            <Heading as="h3" size="md" id="recording-heading" mb="3">
              Session recording
            </Heading>
            {data.recording_events === 0 ? (
              <Text>No recording was received for this lead.</Text>
            ) : replay ? (
              <RecordingPlayer token={token} />
            ) : (
              <Button onClick={() => setReplay(true)}>Replay the session ({data.recording_events} events)</Button>
            )}
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
