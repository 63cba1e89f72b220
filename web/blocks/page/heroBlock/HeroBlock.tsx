import { css, cx } from "@/styled-system/css";
import { ContentLink } from "../ContentLink";
import { ctaLinkClass, leadClass } from "../styles";
import type { PageBlockProps } from "../types";

const heroClass = css({
  bg: "brand.subtle",
  borderRadius: "l3",
  px: { base: "5", md: "10" },
  py: { base: "8", md: "14" },
  mb: { base: "10", md: "14" },
});
const titleClass = css({
  textStyle: { base: "3xl", md: "5xl" },
  fontWeight: "bold",
  lineHeight: "1.15",
  letterSpacing: "tight",
  maxWidth: "22ch",
  mb: "4",
});

/** The page's opening: its one h1, the promise in a sentence, and the way on. */
export function HeroBlock({ block, page }: PageBlockProps<"heroBlock">) {
  return (
    <header className={heroClass} data-block="heroBlock">
      <h1 className={titleClass}>{block.heading}</h1>
      {block.subheading ? <p className={cx(leadClass, css({ mb: "6" }))}>{block.subheading}</p> : null}
      {block.cta?.href ? <ContentLink link={block.cta} locale={page.locale} className={ctaLinkClass} /> : null}
    </header>
  );
}
