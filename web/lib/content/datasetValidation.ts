import { evaluate, parse } from "groq-js";
import { createSchema, type SanityClient, validateDocument, type Workspace } from "sanity";
import { schemaTypes } from "studio/schemas";
import type { SanityDocument } from "./embeddedDataset";

/**
 * Checks documents the way the Studio does before publishing: Sanity's own validateDocument
 * with the Studio schema (required fields, patterns, custom rules such as unique hosts), plus
 * checks the Studio leaves to its inputs: unknown fields, value types, array member types and
 * references that point nowhere. Custom rules query the same documents through groq-js.
 */
export type Problem = { id: string; path: string; message: string };

const schema = createSchema({ name: "homefront", types: schemaTypes });

type SchemaType = {
  name: string;
  jsonType: string;
  type?: SchemaType;
  fields?: { name: string; type: SchemaType }[];
  of?: SchemaType[];
};

const SYSTEM_KEYS = new Set(["_id", "_type", "_key", "_rev", "_createdAt", "_updatedAt", "_ref", "_weak"]);
const isType = (type: SchemaType | undefined, name: string): boolean =>
  Boolean(type && (type.name === name || isType(type.type, name)));

function shapeProblems(value: unknown, type: SchemaType, path: string, out: string[]) {
  if (value === undefined || value === null) return;
  const jsonType = Array.isArray(value) ? "array" : typeof value;
  if (jsonType !== type.jsonType) {
    out.push(`${path || "(document)"}: expected ${type.jsonType} (${type.name}), got ${jsonType}`);
    return;
  }
  if (type.jsonType === "object") {
    const record = value as Record<string, unknown>;
    const fields = new Map((type.fields ?? []).map((field) => [field.name, field.type]));
    const asset = isType(type, "image") || isType(type, "file");
    const reference = isType(type, "reference");
    const block = isType(type, "block");
    for (const [key, inner] of Object.entries(record)) {
      if (SYSTEM_KEYS.has(key) || (asset && (key === "asset" || key === "crop" || key === "hotspot"))) continue;
      if (reference && key === "_ref") continue;
      if (block && ["style", "markDefs", "listItem", "level", "children"].includes(key)) continue;
      const fieldType = fields.get(key);
      if (!fieldType) out.push(`${path ? `${path}.` : ""}${key}: not a field of ${type.name}`);
      else shapeProblems(inner, fieldType, path ? `${path}.${key}` : key, out);
    }
  }
  if (type.jsonType === "array") {
    const members = type.of ?? [];
    (value as unknown[]).forEach((item, index) => {
      const itemPath = `${path}[${index}]`;
      const itemType =
        item && typeof item === "object"
          ? (members.find((member) => member.name === (item as { _type?: string })._type) ??
            (members.length === 1 && members[0]?.jsonType === "object" && !(item as { _type?: string })._type
              ? members[0]
              : undefined))
          : members.find((member) => member.jsonType === typeof item);
      if (!itemType) {
        out.push(
          `${itemPath}: ${JSON.stringify((item as { _type?: string })?._type ?? typeof item)} is not allowed here`,
        );
        return;
      }
      if (item && typeof item === "object" && !(item as { _key?: string })._key) out.push(`${itemPath}: missing _key`);
      shapeProblems(item, itemType, itemPath, out);
    });
  }
}

function referencesIn(value: unknown, path: string, out: { ref: string; path: string }[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      referencesIn(item, `${path}[${index}]`, out);
    });
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record._ref === "string") out.push({ ref: record._ref, path });
    for (const [key, inner] of Object.entries(record))
      if (key !== "_ref") referencesIn(inner, path ? `${path}.${key}` : key, out);
  }
}

function groqClient(documents: SanityDocument[]): SanityClient {
  const fetch = async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
  const client = { fetch, withConfig: () => client, config: () => ({}) };
  return client as unknown as SanityClient;
}

export async function validateDataset(documents: SanityDocument[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  const ids = new Set(documents.map((doc) => doc._id));
  const client = groqClient(documents);
  const workspace = { schema } as unknown as Workspace;
  const seen = new Set<string>();
  for (const doc of documents) {
    if (seen.has(doc._id)) problems.push({ id: doc._id, path: "_id", message: "duplicate document id" });
    seen.add(doc._id);
    if (doc._type.startsWith("sanity.")) continue;
    const type = schema.get(doc._type) as SchemaType | undefined;
    if (!type) {
      problems.push({ id: doc._id, path: "_type", message: `unknown document type ${doc._type}` });
      continue;
    }
    const shape: string[] = [];
    shapeProblems(doc, type, "", shape);
    for (const message of shape) problems.push({ id: doc._id, path: message.split(":")[0] ?? "", message });
    const refs: { ref: string; path: string }[] = [];
    referencesIn(doc, "", refs);
    for (const { ref, path } of refs) {
      if (!ids.has(ref)) problems.push({ id: doc._id, path, message: `reference to missing document ${ref}` });
    }
    const markers = await validateDocument({
      document: doc as Parameters<typeof validateDocument>[0]["document"],
      workspace,
      getClient: () => client,
      getDocumentExists: async ({ id }) => ids.has(id),
      // "cli" would add Sanity's unknown-field check as a warning on each object rule, which turns
      // that rule's errors into warnings too; unknown fields are checked above instead.
      environment: "studio",
    });
    for (const marker of markers) {
      if (marker.level !== "error") continue;
      problems.push({ id: doc._id, path: marker.path.map(String).join("."), message: marker.message });
    }
  }
  return problems;
}
