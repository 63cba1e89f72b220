/** Key order does not matter to a document's meaning: compared with sorted keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A text under a version: what the visitor agrees to or reads, the version shown beside it, and when it took effect. */
export type Versioned = { text: unknown; version?: string; effectiveDate?: string };

/**
 * The problem with publishing `draft` over `published`, or true. Every lead stores the version of
 * the consent it was given under, and a legal page states its version and effective date, so a
 * changed text under an unchanged version would make the evidence say something the visitor never
 * read: a changed text needs a new version (and, where it has one, a new effective date).
 */
export function versionProblem(published: Versioned | null | undefined, draft: Versioned): true | string {
  if (!published || canonical(published.text) === canonical(draft.text)) return true;
  const stale: string[] = [];
  if (draft.version === published.version) stale.push("version");
  if ("effectiveDate" in published && draft.effectiveDate === published.effectiveDate) stale.push("effective date");
  if (stale.length === 0) return true;
  return `The text changed since it was published: give it a new ${stale.join(" and ")} (published: ${[
    published.version,
    published.effectiveDate,
  ]
    .filter(Boolean)
    .join(", ")}).`;
}
