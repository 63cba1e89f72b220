import type { z } from "zod";
import { SIDES, VARIABLE_INFO, type VariableInfo } from "./schema.mjs";

/**
 * The README's environment table, made from the schema (schema.mjs): one row per `row` of
 * related variables, in the schema's order. `npm run env:table` writes it between the markers;
 * table.test.ts fails when the README's copy differs.
 */
// The start marker also keeps Biome's Markdown formatter off the table, which would pad every
// row to the longest (several hundred characters).
export const TABLE_START =
  "<!-- biome-ignore format: the environment table, written by `npm run env:table` from web/lib/env/schema.mjs -->";
export const TABLE_END = "<!-- env:table end -->";

type Row = { names: string[]; sides: string[]; defaults: string[]; does: string[] };

const UNITS: [number, string][] = [
  [1024 ** 3, "GiB"],
  [1024 ** 2, "MiB"],
  [1024, "KiB"],
];

/** 65536 -> "64 KiB", for the variables counted in bytes. */
function inBytes(value: number): string {
  const [size, unit] = UNITS.find(([size]) => value % size === 0) ?? [1, "bytes"];
  return `${value / size} ${unit}`;
}

function shownDefault(name: string, schema: z.ZodType, info: VariableInfo): string {
  const value = info.shown ?? schema.parse(undefined);
  const plain =
    value === undefined ? "–" : typeof value === "number" && name.endsWith("_BYTES") ? inBytes(value) : String(value);
  const needs = info.requiredWith
    ? `required with \`${info.requiredWith}\``
    : info.inProductionWith
      ? `required with \`${info.inProductionWith}\` in production`
      : null;
  if (!needs) return plain;
  return plain === "–" ? needs : `${plain}, ${needs}`;
}

function rows(): Row[] {
  const byKey = new Map<string, Row>();
  for (const [side, variables] of Object.entries(SIDES)) {
    for (const [name, schema] of Object.entries(variables) as [string, z.ZodType][]) {
      const info = VARIABLE_INFO.get(schema);
      if (!info) throw new Error(`${name} has no description in web/lib/env/schema.mjs`);
      const row = byKey.get(info.row) ?? { names: [], sides: [], defaults: [], does: [] };
      byKey.set(info.row, row);
      row.names.push(`\`${name}\``);
      if (!row.sides.includes(side)) row.sides.push(side);
      row.defaults.push(shownDefault(name, schema, info));
      row.does.push(info.does);
    }
  }
  return [...byKey.values()];
}

/** The table, as Markdown, between its markers. */
export function environmentTable(): string {
  const lines = rows().map((row) => {
    // Item by item, as the names and what they do: `;` apart, since a default may hold a comma.
    const defaults = row.defaults.every((value) => value === "–") ? "–" : row.defaults.join("; ");
    return `| ${row.names.join(", ")} | ${row.sides.join(", ")} | ${defaults} | ${row.does.join("; ")} |`;
  });
  return [
    TABLE_START,
    "| variables | read by | default | what it does |",
    "| --- | --- | --- | --- |",
    ...lines,
    TABLE_END,
  ].join("\n");
}

/** `readme` with its table replaced by `table`; throws when the markers are missing. */
export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no "${TABLE_START}" … "${TABLE_END}" section`);
  return readme.slice(0, start) + table + readme.slice(end + TABLE_END.length);
}
