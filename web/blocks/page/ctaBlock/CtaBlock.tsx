import { css, cx } from "@/styled-system/css";
import { ContentLink } from "../ContentLink";
import { blockClass, blockHeadingClass, cardClass, ctaLinkClass, leadClass } from "../styles";
import type { PageBlockProps } from "../types";

const ctaClass = css({ textAlign: { base: "start", md: "center" }, bg: "brand.subtle", borderColor: "brand.muted" });

/** A closing call to action: a heading, a sentence and one button. */
export function CtaBlock({ block, page }: PageBlockProps<"ctaBlock">) {
  return (
    <section className={cx(blockClass, cardClass, ctaClass)} data-block="ctaBlock">
      <h2 className={blockHeadingClass}>{block.heading}</h2>
      {block.text ? <p className={cx(leadClass, css({ mx: { md: "auto" } }))}>{block.text}</p> : null}
      {block.link?.href ? <ContentLink link={block.link} locale={page.locale} className={ctaLinkClass} /> : null}
    </section>
  );
}
