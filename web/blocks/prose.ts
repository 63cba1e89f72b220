import { css } from "@/styled-system/css";

/**
 * Running text from content (legal pages, page sections): headings, paragraphs, lists and links
 * spaced for reading. Panda's reset strips the browser's defaults, so long-form text opts in here.
 */
export const proseClass = css({
  maxWidth: "72ch",
  lineHeight: "1.7",
  "& h1": { textStyle: { base: "2xl", md: "3xl" }, fontWeight: "bold", lineHeight: "short", mb: "3" },
  "& h2": { textStyle: "xl", fontWeight: "bold", mt: "8", mb: "3" },
  "& h3": { textStyle: "lg", fontWeight: "semibold", mt: "6", mb: "2" },
  "& p": { mb: "4" },
  "& ul": { listStyle: "disc", ps: "6", mb: "4" },
  "& ol": { listStyle: "decimal", ps: "6", mb: "4" },
  "& li": { mb: "1" },
  "& a": { color: "brand.fg", textDecoration: "underline" },
  "& strong": { fontWeight: "bold" },
});
