import { describe, expect, it } from "vitest";
import { brandForHost, buildHostTable, normalizeHost } from "./host";

const table = buildHostTable(
  [
    { slug: "sunsaver", hosts: ["sunsaverprogram.com", "www.sunsaverprogram.com", "stage.sunsaverprogram.com"] },
    { slug: "toproof", hosts: ["toproofpros.com", "www.toproofpros.com"] },
  ],
  "sunsaver",
);

describe("normalizeHost", () => {
  it.each([
    ["SunSaverProgram.COM", "sunsaverprogram.com"],
    ["sunsaverprogram.com:3000", "sunsaverprogram.com"],
    ["sunsaverprogram.com.", "sunsaverprogram.com"],
    ["sunsaverprogram.com:", "sunsaverprogram.com"],
    ["[::1]:3000", "[::1]"],
    ["a.com, b.com", "a.com"],
    ["", ""],
    [null, ""],
  ])("%s -> %s", (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });
});

describe("brandForHost", () => {
  it.each([
    ["toproofpros.com", "toproof"],
    ["WWW.TopRoofPros.com:443", "toproof"],
    ["stage.sunsaverprogram.com", "sunsaver"],
    ["toproofpros.com.localhost:3000", "toproof"],
    ["toproof.localhost:3000", "toproof"],
    ["unknown.example.com", "sunsaver"],
    ["localhost:3000", "sunsaver"],
    ["nobody.localhost", "sunsaver"],
    [undefined, "sunsaver"],
  ])("%s -> %s", (host, slug) => {
    expect(brandForHost(host, table)).toBe(slug);
  });

  it("keeps the first brand when two brands list the same host", () => {
    const clash = buildHostTable(
      [
        { slug: "a", hosts: ["same.com"] },
        { slug: "b", hosts: ["same.com"] },
      ],
      "b",
    );
    expect(brandForHost("same.com", clash)).toBe("a");
  });
});
