/**
 * The electricity-provider step's choices for the visitor's ZIP (issue 58 item 2): the utilities
 * serving it, in the order the ZIP lookup gives (GET /api/zip_lookup), then content's additions
 * (choices naming no utility of the lookup's table, "Other utility" among them) in content order.
 * Content renames a utility by a choice matching it; its choices naming a utility that does not
 * serve the ZIP (Duke Energy in Los Angeles) are left out. Without the ZIP's utilities (no ZIP, a
 * ZIP the data lacks, a failed lookup) content's list stands as it is. Pure, no data: safe for the
 * browser bundle (the server marks which choices name a utility: lib/server/insights/utilities).
 */

/** The lead field of the utility question (spec 3's `provider`). */
export const UTILITY_FIELD = "provider";

/** A choice of the utility question; `namesUtility` when it names a utility of the lookup's table. */
export type UtilityChoice = { value: string; label: string; namesUtility?: boolean };

/**
 * A choice's value for a utility: its name in snake case without the abbreviation ("Pacific Gas &
 * Electric (PG&E)" -> pacific_gas_and_electric), so a choice matches whatever its label's language.
 */
export function utilityValueOf(name: string): string {
  return name
    .replace(/\([^)]*\)/g, " ")
    .replace(/&/g, " and ")
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/** Whether a choice stands for the utility `name`: by value, or by the exact label. */
export const choiceNames = (choice: { value: string; label: string }, name: string) =>
  choice.value === utilityValueOf(name) || choice.label.trim().toLowerCase() === name.trim().toLowerCase();

export function utilityChoices(choices: readonly UtilityChoice[], serving: readonly string[]): UtilityChoice[] {
  if (serving.length === 0) return [...choices];
  const named = serving.map(
    (name) => choices.find((choice) => choiceNames(choice, name)) ?? { value: utilityValueOf(name), label: name },
  );
  const additions = choices.filter(
    (choice) => !choice.namesUtility && !serving.some((name) => choiceNames(choice, name)),
  );
  return [...named, ...additions];
}
