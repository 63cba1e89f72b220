import { describe, expect, it } from "vitest";
import { orderUtilityChoices, utilityValueOf } from "./orderUtilityChoices";

// The electricity-provider step's choices (studio/content/seed/steps.ts), in content order.
const choices = [
  { value: "pacific_gas_and_electric", label: "Pacific Gas & Electric (PG&E)" },
  { value: "southern_california_edison", label: "Southern California Edison (SCE)" },
  { value: "duke_energy", label: "Duke Energy" },
  { value: "florida_power_and_light", label: "Florida Power & Light (FPL)" },
  { value: "arizona_public_service", label: "Arizona Public Service (APS)" },
  { value: "georgia_power", label: "Georgia Power" },
  { value: "dominion_energy", label: "Dominion Energy" },
  { value: "other", label: "Otra compañía" },
];
const values = (list: { value: string }[]) => list.map((choice) => choice.value);

describe("orderUtilityChoices", () => {
  it("opens an Arizona list on APS, not PG&E, and keeps the rest in content order with Other last", () => {
    const ordered = orderUtilityChoices(choices, [
      "Arizona Public Service (APS)",
      "Salt River Project (SRP)",
      "Tucson Electric Power (TEP)",
    ]);
    expect(values(ordered)).toEqual([
      "arizona_public_service",
      "pacific_gas_and_electric",
      "southern_california_edison",
      "duke_energy",
      "florida_power_and_light",
      "georgia_power",
      "dominion_energy",
      "other",
    ]);
  });

  it("follows the backend's ranking among the state's utilities", () => {
    const ordered = orderUtilityChoices(choices, ["Southern California Edison (SCE)", "Pacific Gas & Electric (PG&E)"]);
    expect(values(ordered).slice(0, 2)).toEqual(["southern_california_edison", "pacific_gas_and_electric"]);
    const nc = orderUtilityChoices(choices, ["Duke Energy", "Dominion Energy"]);
    expect(values(nc).slice(0, 3)).toEqual(["duke_energy", "dominion_energy", "pacific_gas_and_electric"]);
  });

  it("matches a choice by its label when its value is not the utility's snake-case name", () => {
    const custom = [
      { value: "a", label: "Other" },
      { value: "nv", label: "NV Energy" },
    ];
    expect(values(orderUtilityChoices(custom, ["NV Energy"]))).toEqual(["nv", "a"]);
  });

  it("changes nothing when no utility is known, and does not touch its input", () => {
    const copy = [...choices];
    expect(orderUtilityChoices(choices, [])).toEqual(choices);
    orderUtilityChoices(choices, ["Georgia Power"]);
    expect(choices).toEqual(copy);
  });
});

describe("utilityValueOf", () => {
  it.each([
    ["Pacific Gas & Electric (PG&E)", "pacific_gas_and_electric"],
    ["Florida Power & Light (FPL)", "florida_power_and_light"],
    ["Arizona Public Service (APS)", "arizona_public_service"],
    ["Duke Energy", "duke_energy"],
  ])("%s -> %s", (name, value) => {
    expect(utilityValueOf(name)).toBe(value);
  });
});
