import type { PortableTextComponents } from "@portabletext/react";
import type { Locale } from "@/lib/brand/locale";
import { contentHref } from "@/lib/brand/locale";

/**
 * How Portable Text from content renders on the brand's pages: a link to a site path stays in the
 * visitor's language (/es prefix); any other link (https, tel, mailto) is used as written.
 */
export const portableTextComponents = (locale: Locale): PortableTextComponents => ({
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === "string" ? value.href : "#";
      return <a href={contentHref(locale, href)}>{children}</a>;
    },
  },
});
