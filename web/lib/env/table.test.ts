import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ALL } from "./schema.mjs";
import { environmentTable, TABLE_END, TABLE_START } from "./table";

const readme = readFileSync(join(import.meta.dirname, "..", "..", "..", "README.md"), "utf8");

describe("the README's environment table", () => {
  it("is the one the schema makes (npm run env:table writes it)", () => {
    const start = readme.indexOf(TABLE_START);
    const end = readme.indexOf(TABLE_END);
    expect(start, `README.md needs the line ${TABLE_START}`).toBeGreaterThan(-1);
    expect(readme.slice(start, end + TABLE_END.length), "run npm run env:table").toBe(environmentTable());
  });

  it("names every variable of the schema, once", () => {
    const named = environmentTable()
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .flatMap((line) => [...(line.split(" | ")[0] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));
    expect(named.sort()).toEqual(Object.keys(ALL).sort());
  });
});
