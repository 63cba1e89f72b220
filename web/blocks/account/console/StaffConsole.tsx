"use client";

import { Heading, Stack, Tabs } from "@chakra-ui/react";
import { ExperimentsPanel } from "./ExperimentsPanel";
import { FunnelPanel } from "./FunnelPanel";
import { LeadsPanel } from "./LeadsPanel";

type Props = { brands: string[]; flows: readonly string[]; name: string };

/** The console for marketers and the legal team: leads with consent evidence, funnels, experiments. */
export function StaffConsole({ brands, flows, name }: Props) {
  return (
    <Stack gap="6" maxW="7xl" mx="auto" py="8" px="4">
      <Heading as="h1" size="2xl">
        Staff console{" "}
        <Heading as="span" size="md" color="fg.muted" fontWeight="normal">
          signed in as {name}
        </Heading>
      </Heading>
      <Tabs.Root defaultValue="leads" lazyMount variant="enclosed">
        <Tabs.List>
          <Tabs.Trigger value="leads">Leads</Tabs.Trigger>
          <Tabs.Trigger value="funnels">Funnels</Tabs.Trigger>
          <Tabs.Trigger value="experiments">Experiments</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="leads">
          <LeadsPanel brands={brands} flows={flows} />
        </Tabs.Content>
        <Tabs.Content value="funnels">
          <FunnelPanel brands={brands} flows={flows} />
        </Tabs.Content>
        <Tabs.Content value="experiments">
          <ExperimentsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
