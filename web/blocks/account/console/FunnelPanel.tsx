"use client";

import { Chart, useChart } from "@chakra-ui/charts";
import { Box, Button, Heading, HStack, Input, SimpleGrid, Stat, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { consoleGet, type Funnel, percent, queryOf } from "./consoleApi";
import { FilterField, ListFilter } from "./FilterFields";

type Props = { brands: string[]; flows: readonly string[] };
type Query = { brand: string; flow: string; from: string; to: string };

function FunnelChart({ funnel }: { funnel: Funnel }) {
  const chart = useChart({
    data: funnel.steps.map((step) => ({ step: step.path, visitors: step.visitors })),
    series: [{ name: "visitors", color: "blue.solid" }],
  });
  return (
    <Chart.Root maxH="sm" chart={chart} aria-hidden>
      {/* recharts 3 sizes a chart to its box only when asked (`responsive`); Chart.Root gives the box.
          Hidden from screen readers and the keyboard: the table below carries the same numbers. */}
      <BarChart responsive accessibilityLayer={false} data={chart.data}>
        <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
        <XAxis dataKey={chart.key("step")} tickLine={false} angle={-35} textAnchor="end" height={90} interval={0} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
        <Tooltip cursor={{ fill: chart.color("bg.muted") }} animationDuration={0} content={<Chart.Tooltip />} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

/** Visitors per step and drop-off between steps of one flow, per brand and date range, from plate visits. */
export function FunnelPanel({ brands, flows }: Props) {
  const [draft, setDraft] = useState<Query>({ brand: "", flow: flows[0] ?? "", from: "", to: "" });
  const [query, setQuery] = useState<Query>(draft);
  const funnel = useQuery({
    queryKey: ["console-funnel", query],
    queryFn: () => consoleGet<Funnel>(`/api/console/funnel?${queryOf(query)}`),
  });
  const set = (key: keyof Query) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const data = funnel.data;
  return (
    <Box>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft);
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 5 }} gap="3" alignItems="end" mb="6">
          <ListFilter label="Flow" options={flows} value={draft.flow} onChange={set("flow")} />
          <ListFilter
            label="Brand"
            options={brands}
            allLabel="All brands"
            value={draft.brand}
            onChange={set("brand")}
          />
          <FilterField label="From (LA time)">
            <Input type="date" value={draft.from} onChange={set("from")} />
          </FilterField>
          <FilterField label="To (LA time)">
            <Input type="date" value={draft.to} onChange={set("to")} />
          </FilterField>
          <Button type="submit" colorPalette="blue">
            Show funnel
          </Button>
        </SimpleGrid>
      </form>
      {funnel.isError ? <Text role="alert">The funnel could not be loaded.</Text> : null}
      {data ? (
        <>
          <HStack gap="10" mb="6">
            <Stat.Root>
              <Stat.Label>Visitors of the first step</Stat.Label>
              <Stat.ValueText>{data.steps[0]?.visitors ?? 0}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Completed leads</Stat.Label>
              <Stat.ValueText data-funnel-completed="">{data.completed}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Conversion</Stat.Label>
              <Stat.ValueText>{percent(data.conversion)}</Stat.ValueText>
            </Stat.Root>
          </HStack>
          <FunnelChart funnel={data} />
          <Heading as="h3" size="md" mt="6" mb="3" id="funnel-table-heading">
            Visitors per step
          </Heading>
          <Table.Root size="sm" aria-labelledby="funnel-table-heading">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Step</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Visitors</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Drop-off from the step before</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.steps.map((step) => (
                <Table.Row key={step.path} data-funnel-step={step.path}>
                  <Table.Cell>{step.path}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {step.visitors}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {percent(step.dropOff)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      ) : null}
    </Box>
  );
}
