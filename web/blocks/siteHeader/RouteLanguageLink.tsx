"use client";

import { useParams } from "next/navigation";
import type { ComponentProps } from "react";
import { localizedPath, otherLocale } from "@/lib/brand/locale";
import { LanguageLink } from "./LanguageLink";

/**
 * The language switch of a header that stays on screen from page to page (the questionnaire's:
 * its layout sits above the step's path). The path comes from the route's own `path` parameter,
 * the same on the server and in the browser whatever host rewrite brought the visitor (the
 * address bar's path, from usePathname, is not), and follows each step.
 */
export function RouteLanguageLink({ locale, words }: Omit<ComponentProps<typeof LanguageLink>, "href">) {
  // No router around it (a page rendered outside Next, as in unit tests): the language's home.
  const path = useParams<{ path?: string[] }>()?.path;
  const href = localizedPath(otherLocale(locale), `/${(path ?? []).join("/")}`);
  return <LanguageLink locale={locale} href={href} words={words} />;
}
