import { css, cx } from "@/styled-system/css";
import { button } from "@/styled-system/recipes/button";
import { heading } from "@/styled-system/recipes/heading";

/** Spacing and type shared by the page-builder blocks, so a page reads as one design. */
export const blockClass = css({ mb: { base: "10", md: "14" } });
export const blockHeadingClass = cx(heading({ size: { base: "xl", md: "2xl" } }), css({ mb: "4" }));
export const leadClass = css({ textStyle: { base: "md", md: "lg" }, color: "fg.muted", maxWidth: "65ch", mb: "4" });
export const ctaLinkClass = cx(
  button({ size: "xl", variant: "solid" }),
  css({ minHeight: "12", whiteSpace: "normal", textDecoration: "none", px: "8" }),
);
export const cardClass = css({
  bg: "white",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "l3",
  p: { base: "5", md: "6" },
});
