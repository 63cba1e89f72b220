/**
 * Helpers for writing the embedded dataset by hand in TypeScript.
 * Output follows Sanity's NDJSON export format: one document per line, `_key` on every array
 * item, references as `{_type: "reference", _ref}`, images as `_sanityAsset` file pointers.
 */
import { createHash } from "node:crypto";
import type * as Schema from "../../../web/lib/content/sanity.types";

export type { Schema };

/**
 * A document as the seed writes it: the type `sanity typegen` generates from the Studio's schema,
 * without the fields the Content Lake adds. Seed modules type their documents with it
 * (`satisfies Seed<Schema.Step>`), so a misspelt or unknown field fails `tsc`.
 */
export type Seed<T> = Omit<T, "_createdAt" | "_updatedAt" | "_rev">;

/** An array member as the seed writes it (`keyed` adds the `_key`), one per member type. */
export type Member<List> =
  NonNullable<List> extends (infer Item)[] ? (Item extends unknown ? Omit<Item, "_key"> : never) : never;

/** One of a content page's blocks, by its `_type`. */
export type PageBlock<Type extends string = string> = Extract<
  Member<Schema.ContentPage["pageBuilder"]>,
  { _type: Type }
>;

/** One of a step's inputs as the seed writes it (`keyed` adds the `_key`). */
export type StepInput = Member<Schema.Step["input"]>;

export type LocaleString = { _type: "localeString"; en: string; es?: string };
export type LocaleText = { _type: "localeText"; en: string; es?: string };
export type Reference = { _type: "reference"; _ref: string; _key?: string };
export type Doc = { _id: string; _type: string; [field: string]: unknown };

/** Short single-line copy in English and Spanish. */
export const ls = (en: string, es: string): LocaleString => ({ _type: "localeString", en, es });
/** Multi-line plain copy in English and Spanish. */
export const lt = (en: string, es: string): LocaleText => ({ _type: "localeText", en, es });

export const ref = (id: string): Reference => ({ _type: "reference", _ref: id });

/** Deterministic `_key`s keep the NDJSON stable between regenerations. */
const keyOf = (...parts: unknown[]): string =>
  createHash("sha1").update(JSON.stringify(parts)).digest("hex").slice(0, 12);

/** Gives every object in an array a deterministic `_key` (kept if already present). */
export function keyed<T extends object>(scope: string, items: T[]): (T & { _key: string })[] {
  return items.map((item, index) => ({
    _key: keyOf(scope, index, item),
    ...item,
  })) as (T & { _key: string })[];
}

export const slug = (current: string) => ({ _type: "slug" as const, current });

type Span = { _type: "span"; _key: string; text: string; marks: string[] };
type Block = {
  _type: "block";
  _key: string;
  style: "normal" | "h2" | "h3";
  markDefs: { _key: string; _type: "link"; href: string }[];
  children: Span[];
  listItem?: "bullet" | "number";
  level?: number;
};

/**
 * Portable Text from a tiny markup, one entry per block:
 *   "## Heading" -> h2, "### Heading" -> h3, "- item" -> bullet, "1. item" -> numbered,
 *   anything else -> paragraph. "**bold**" and "[label](https://…)" work inside a block.
 */
function portableText(scope: string, lines: string[]): Block[] {
  return lines.map((line, index) => {
    const key = keyOf(scope, index, line);
    let style: Block["style"] = "normal";
    let listItem: Block["listItem"];
    let text = line;
    if (text.startsWith("### ")) [style, text] = ["h3", text.slice(4)];
    else if (text.startsWith("## ")) [style, text] = ["h2", text.slice(3)];
    else if (text.startsWith("- ")) [listItem, text] = ["bullet", text.slice(2)];
    else if (/^\d+\. /.test(text)) [listItem, text] = ["number", text.replace(/^\d+\. /, "")];
    const markDefs: Block["markDefs"] = [];
    const children: Span[] = [];
    const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;
    let last = 0;
    let spanIndex = 0;
    const push = (spanText: string, marks: string[]) => {
      if (spanText) children.push({ _type: "span", _key: `${key}s${spanIndex++}`, text: spanText, marks });
    };
    for (const match of text.matchAll(pattern)) {
      push(text.slice(last, match.index), []);
      if (match[1] !== undefined) push(match[1], ["strong"]);
      else {
        const markKey = `${key}m${markDefs.length}`;
        markDefs.push({ _key: markKey, _type: "link", href: match[3] as string });
        push(match[2] as string, [markKey]);
      }
      last = (match.index ?? 0) + match[0].length;
    }
    push(text.slice(last), []);
    if (children.length === 0) push(" ", []);
    return {
      _type: "block",
      _key: key,
      style,
      markDefs,
      children,
      ...(listItem ? { listItem, level: 1 } : {}),
    };
  });
}

/** Portable Text in both languages (field-level localisation). */
export const localeBlocks = (scope: string, en: string[], es: string[]) => ({
  _type: "localeBlockContent" as const,
  en: portableText(`${scope}.en`, en),
  es: portableText(`${scope}.es`, es),
});

/** An image field pointing at a file in studio/content/images (export format). */
export const image = (file: string, alt: LocaleString) => ({
  _type: "image" as const,
  _sanityAsset: `image@file://./images/${file}`,
  alt,
});
