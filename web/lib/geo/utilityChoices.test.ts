import { describe, expect, it } from "vitest";
import { type UtilityChoice, utilityChoices, utilityValueOf } from "./utilityChoices";

// The electricity-provider step's choices (studio/content/seed/steps.ts), marked as the server marks them.
const choices: UtilityChoice[] = [
  { value: "pacific_gas_and_electric", label: "Pacific Gas & Electric (PG&E)", namesUtility: true },
  { value: "southern_california_edison", label: "SCE", namesUtility: true },
  { value: "duke_energy", label: "Duke Energy", namesUtility: true },
  { value: "florida_power_and_light", label: "Florida Power & Light (FPL)", namesUtility: true },
  { value: "not_sure", label: "Not sure", namesUtility: false },
  { value: "other", label: "Otra compañía", namesUtility: false },
];
const labels = (list: UtilityChoice[]) => list.map((choice) => choice.label);
// GET /api/zip_lookup?zip=90012's utilities, shortened.
const losAngeles = [
  "Los Angeles Department of Water and Power (LADWP)",
  "Pacific Gas & Electric (PG&E)",
  "Southern California Edison (SCE)",
];

describe("utilityChoices (issue 58 item 2)", () => {
  it("lists the ZIP's utilities in the lookup's order, then content's additions with Other last", () => {
    expect(labels(utilityChoices(choices, losAngeles))).toEqual([
      "Los Angeles Department of Water and Power (LADWP)",
      "Pacific Gas & Electric (PG&E)",
      "SCE",
      "Not sure",
      "Otra compañía",
    ]);
  });

  it("names a utility content lacks by the lookup's name, with its snake-case value", () => {
    expect(utilityChoices(choices, losAngeles)[0]).toEqual({
      value: "los_angeles_department_of_water_and_power",
      label: "Los Angeles Department of Water and Power (LADWP)",
    });
  });

  it("keeps content's renames and never content's utilities from elsewhere", () => {
    const shown = utilityChoices(choices, losAngeles);
    expect(shown.find((choice) => choice.value === "southern_california_edison")?.label).toBe("SCE");
    expect(labels(shown)).not.toContain("Duke Energy");
    expect(labels(shown)).not.toContain("Florida Power & Light (FPL)");
  });

  it("keeps content's list when the ZIP's utilities are not known", () => {
    expect(utilityChoices(choices, [])).toEqual(choices);
  });

  it("turns a utility's name into a value that matches in any language", () => {
    expect(utilityValueOf("Pacific Gas & Electric (PG&E)")).toBe("pacific_gas_and_electric");
    expect(utilityValueOf("  Salt River Project (SRP) ")).toBe("salt_river_project");
  });
});
