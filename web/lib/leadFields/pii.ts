import { leadField, type PiiClass } from "./fields";

/** A field's PII class (fields.ts); a free-form answer (a step's choice) says nothing about who the visitor is. */
const piiClassOf = (key: string): PiiClass => leadField(key)?.pii ?? "none";

/**
 * The record without the fields that reach the person (PII class `contact`: name, email, phone,
 * street address), for what leaves the lead's own storage: analytics events, logs and URLs.
 */
export function withoutContactDetails<V>(record: Readonly<Record<string, V>>): Record<string, V> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => piiClassOf(key) !== "contact"));
}
