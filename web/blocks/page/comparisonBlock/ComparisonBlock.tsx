import { CompetitorList } from "../../competitorList/CompetitorList";
import { blockClass, blockHeadingClass } from "../styles";
import type { PageBlockProps } from "../types";

/** Content's comparison of companies, the first standing for the brand the visitor is on. */
export function ComparisonBlock({ block, page }: PageBlockProps<"comparisonBlock">) {
  const competitors = block.competitors ?? [];
  if (competitors.length === 0) return null;
  return (
    <section className={blockClass} aria-labelledby={`${block._key}-heading`} data-block="comparisonBlock">
      <h2 id={`${block._key}-heading`} className={blockHeadingClass}>
        {block.heading}
      </h2>
      <CompetitorList competitors={competitors} brand={page.brand} words={page.words} />
    </section>
  );
}
