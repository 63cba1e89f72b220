import { renderToStaticMarkup } from "react-dom/server";
import type { Brand } from "@/lib/brand/context";
import type { Locale } from "@/lib/brand/locale";
import { loadBrand } from "@/lib/content/loaders";

/** Renders a server component to HTML, as the browser receives it. */
export const html = (element: React.ReactElement) => renderToStaticMarkup(element);

/** A brand as pages get it, from the embedded dataset. */
export async function brandFromContent(key: string, locale: Locale = "en"): Promise<Brand> {
  const brand = await loadBrand(key, locale);
  if (!brand) throw new Error(`no brand ${key} in the embedded dataset`);
  return brand;
}
