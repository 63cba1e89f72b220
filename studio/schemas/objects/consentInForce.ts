/**
 * The line that says which consent wording visitors agree to now, and since when: what the
 * legal team checks first when a complaint names a date.
 */
export function consentInForce(version: string | undefined, since: string | undefined): string {
  if (!version) return "No TCPA consent published yet";
  if (!since) return `TCPA consent in force: version ${version} (no effective date set)`;
  const date = new Date(`${since}T12:00:00Z`);
  const day = Number.isNaN(date.getTime())
    ? since
    : date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return `TCPA consent in force: version ${version}, since ${day}`;
}
