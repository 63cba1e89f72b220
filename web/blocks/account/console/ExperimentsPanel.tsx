"use client";

import { Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { consoleGet, percent, type VariantReport } from "./consoleApi";

/** Each experiment's variants: leads shown each, and how many of them completed. */
export function ExperimentsPanel() {
  const report = useQuery({
    queryKey: ["console-experiments"],
    queryFn: () => consoleGet<{ variants: VariantReport[] }>("/api/console/experiments"),
  });
  if (report.isError) return <Text role="alert">The experiments could not be loaded.</Text>;
  const variants = report.data?.variants ?? [];
  if (report.data && variants.length === 0) return <Text>No experiment has been shown yet.</Text>;
  return (
    <Table.Root size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Experiment</Table.ColumnHeader>
          <Table.ColumnHeader>Variant</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Leads shown</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Completed</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Completion rate</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {variants.map((row) => (
          <Table.Row key={`${row.experiment}:${row.variant}`}>
            <Table.Cell>{row.experiment}</Table.Cell>
            <Table.Cell>{row.variant}</Table.Cell>
            <Table.Cell textAlign="end">{row.shown}</Table.Cell>
            <Table.Cell textAlign="end">{row.completed}</Table.Cell>
            <Table.Cell textAlign="end">{percent(row.shown ? row.completed / row.shown : null)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
