import { notFound } from "next/navigation";
import { loadBrand } from "@/lib/content/loaders";
import { isLocale, type Locale } from "./locale";

export type RouteParams = Promise<{ brand: string; locale: string }>;

/** The brand and locale of a rewritten request; unknown ones are a 404, never a crash. */
export async function brandFromParams(params: RouteParams) {
  const { brand: key, locale } = await params;
  if (!isLocale(locale)) notFound();
  const brand = await loadBrand(key, locale);
  if (!brand) notFound();
  return { brand, locale: locale as Locale };
}

export type Brand = NonNullable<Awaited<ReturnType<typeof loadBrand>>>;
