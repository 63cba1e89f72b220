import type { Locale } from "@/lib/brand/locale";

/**
 * Content keeps English and Spanish side by side ({_type: "localeString", en, es}). Step inputs
 * and page blocks have many such fields at different depths, different for each type, so they are
 * fetched whole and resolved here, by the same rule as `localized()` in queries.ts (Spanish falls
 * back to English). Projecting each type's fields in GROQ instead would add every new step type
 * and block to queries.ts.
 */
type LocaleValue = { _type: "localeString" | "localeText"; en?: string | null; es?: string | null };

export type Localized<T> = T extends LocaleValue
  ? string
  : T extends (infer Item)[]
    ? Localized<Item>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

const isLocaleValue = (value: unknown): value is LocaleValue =>
  Boolean(
    value &&
      typeof value === "object" &&
      ((value as LocaleValue)._type === "localeString" || (value as LocaleValue)._type === "localeText"),
  );

export function localize<T>(value: T, locale: Locale): Localized<T> {
  if (isLocaleValue(value)) return ((locale === "es" && value.es) || value.en || "") as Localized<T>;
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Localized<T>;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, localize(inner, locale)]),
    ) as Localized<T>;
  }
  return value as Localized<T>;
}
