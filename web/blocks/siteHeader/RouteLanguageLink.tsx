"use client";

import { useParams, usePathname } from "next/navigation";
import { type ComponentProps, useSyncExternalStore } from "react";
import { localizedPath, otherLocale, splitLocale } from "@/lib/brand/locale";
import { LanguageLink } from "./LanguageLink";

const noSubscription = () => () => {};

/**
 * The language switch of a header that stays on screen from page to page (the questionnaire's:
 * its layout sits above the step's path), following the step shown. In the server's HTML and at
 * hydration the path is the route's own `path` parameter, the same on the server and in the
 * browser whatever host rewrite brought the visitor (usePathname is not). After that it is the
 * address bar's path: the flow island moves from step to step with the History API, which Next's
 * pathname follows and the route's parameters do not.
 */
export function RouteLanguageLink({ locale, words }: Omit<ComponentProps<typeof LanguageLink>, "href">) {
  // No router around it (a page rendered outside Next, as in unit tests): the language's home.
  const routePath = useParams<{ path?: string[] }>()?.path;
  const pathname = usePathname();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const path = hydrated && pathname ? splitLocale(pathname).path : `/${(routePath ?? []).join("/")}`;
  return <LanguageLink locale={locale} href={localizedPath(otherLocale(locale), path)} words={words} />;
}
