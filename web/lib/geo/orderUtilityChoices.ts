/**
 * Orders the electricity-provider step's choices so the utilities serving the visitor's state
 * come first (issue 7 item 5), in the order the backend ranked them (`utilities` from POST
 * /api/insights). Choices the list does not name keep their content order after them, so "Other
 * utility" stays last. Pure, no data: safe for the browser bundle.
 *
 * A choice matches a utility by its value, the utility's name in snake case without the
 * abbreviation ("Pacific Gas & Electric (PG&E)" -> pacific_gas_and_electric), so Spanish labels
 * match too; an exact label match also counts.
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

export function orderUtilityChoices<T extends { value: string; label: string }>(
  choices: readonly T[],
  utilities: readonly string[],
): T[] {
  const rank = new Map<string, number>();
  utilities.forEach((name, index) => {
    for (const key of [utilityValueOf(name), name.trim().toLowerCase()]) if (!rank.has(key)) rank.set(key, index);
  });
  const rankOf = (choice: T) => rank.get(choice.value) ?? rank.get(choice.label.trim().toLowerCase());
  const serving = choices.filter((choice) => rankOf(choice) !== undefined);
  serving.sort((a, b) => (rankOf(a) ?? 0) - (rankOf(b) ?? 0));
  return [...serving, ...choices.filter((choice) => rankOf(choice) === undefined)];
}
