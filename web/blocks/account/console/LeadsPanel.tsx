"use client";

import {
  Badge,
  Box,
  Button,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Table,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SubmitButton } from "../SubmitButton";
import { consoleGet, type Filters, type LeadPage, laTime, queryOf } from "./consoleApi";
import { FilterField, ListFilter } from "./FilterFields";
import { LeadDetailView } from "./LeadDetail";

type Props = { brands: string[]; flows: readonly string[] };

const EMPTY: Filters = { q: "", brand: "", flow: "", from: "", to: "", status: "all" };

/** Search and filter leads; open one for its answers and consent evidence; export what is shown. */
export function LeadsPanel({ brands, flows }: Props) {
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const leads = useQuery({
    queryKey: ["console-leads", filters, page],
    queryFn: () => consoleGet<LeadPage>(`/api/console/leads?${queryOf({ ...filters, page })}`),
    placeholderData: keepPreviousData,
  });
  if (open) return <LeadDetailView token={open} onBack={() => setOpen(null)} />;
  const data = leads.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Box>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // Read from the fields themselves: what staff typed before the page's script ran is
          // there, and nowhere else (the button waits for the script, the fields do not).
          const form = new FormData(event.currentTarget);
          const text = (key: keyof Filters) => String(form.get(key) ?? "");
          setPage(0);
          setFilters({
            q: text("q"),
            brand: text("brand"),
            flow: text("flow"),
            from: text("from"),
            to: text("to"),
            status: text("status") || "all",
          });
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 3, lg: 6 }} gap="3" alignItems="end" mb="4">
          <FilterField label="Search">
            <Input name="q" defaultValue={filters.q} placeholder="Name, e-mail, phone or token" />
          </FilterField>
          <ListFilter label="Brand" options={brands} allLabel="All brands" name="brand" defaultValue={filters.brand} />
          <ListFilter label="Flow" options={flows} allLabel="All flows" name="flow" defaultValue={filters.flow} />
          <FilterField label="From (LA time)">
            <Input type="date" name="from" defaultValue={filters.from} />
          </FilterField>
          <FilterField label="To (LA time)">
            <Input type="date" name="to" defaultValue={filters.to} />
          </FilterField>
          <FilterField label="Completeness">
            <NativeSelect.Root>
              <NativeSelect.Field name="status" defaultValue={filters.status}>
                <option value="all">All leads</option>
                <option value="complete">Complete</option>
                <option value="incomplete">Not complete</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FilterField>
        </SimpleGrid>
        <HStack mb="4" gap="3">
          <SubmitButton colorPalette="blue">Search</SubmitButton>
          <Button asChild variant="outline">
            <a href={`/api/console/leads.csv?${queryOf(filters)}`} download>
              Export CSV
            </a>
          </Button>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {data ? `${data.total} leads` : leads.isError ? "The leads could not be loaded." : "Loading…"}
          </Text>
        </HStack>
      </form>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Created</Table.ColumnHeader>
              <Table.ColumnHeader>Lead</Table.ColumnHeader>
              <Table.ColumnHeader>Phone</Table.ColumnHeader>
              <Table.ColumnHeader>Brand and flow</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Stage</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>Open</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(data?.leads ?? []).map((lead) => (
              <Table.Row key={lead.token} data-lead={lead.token}>
                <Table.Cell whiteSpace="nowrap">{laTime(lead.created_at)}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="medium">{lead.name || "—"}</Text>
                  <Text color="fg.muted">{lead.email ?? "—"}</Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{lead.phone ?? "—"}</Table.Cell>
                <Table.Cell>
                  <Text>{lead.brand ?? "—"}</Text>
                  <Text color="fg.muted">{lead.flow ?? "—"}</Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={lead.completed_at ? "green" : "gray"}>
                    {lead.completed_at ? "Complete" : "Partial"}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{lead.stage ?? "—"}</Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="outline" onClick={() => setOpen(lead.token)}>
                    Open<VisuallyHidden> lead {lead.name || lead.token}</VisuallyHidden>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack mt="3" gap="3">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Text fontSize="sm">
          Page {page + 1} of {pages}
        </Text>
        <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </HStack>
    </Box>
  );
}
