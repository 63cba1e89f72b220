import type { Locale } from "@/lib/brand/locale";
import { loadContentPage, loadContentPaths, loadLegalPage, loadLegalPaths } from "./loaders";

export type SitePage =
  | { kind: "legal"; page: NonNullable<Awaited<ReturnType<typeof loadLegalPage>>> }
  | { kind: "content"; page: NonNullable<Awaited<ReturnType<typeof loadContentPage>>> };

/** What the brand shows at a path that is not a flow step: a legal page, a content page, or nothing. */
export async function loadSitePage(brand: string, locale: Locale, path: string): Promise<SitePage | null> {
  const legal = await loadLegalPage(brand, locale, path);
  if (legal) return { kind: "legal", page: legal };
  const content = await loadContentPage(brand, locale, path);
  return content ? { kind: "content", page: content } : null;
}

/** Every legal and content path of the brand, to pre-render. */
export async function loadSitePaths(brand: string): Promise<string[]> {
  const [legal, content] = await Promise.all([loadLegalPaths(brand), loadContentPaths(brand)]);
  return [...new Set([...legal, ...content].filter((path): path is string => typeof path === "string"))];
}
