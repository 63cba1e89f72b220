import { css, cx } from "@/styled-system/css";
import { blockClass, blockHeadingClass, cardClass } from "../styles";
import type { PageBlockProps } from "../types";

const gridClass = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
  gap: "4",
  listStyle: "none",
  ps: "0",
});
// Three across only when the rows come out full: four items read better as two by two.
const threeAcrossClass = css({ lg: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } });
const titleClass = css({ textStyle: "lg", fontWeight: "semibold", mb: "2" });

/** Short points side by side: a title and a sentence each. */
export function HighlightsBlock({ block }: PageBlockProps<"highlightsBlock">) {
  const items = block.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={blockClass} aria-label={block.heading || undefined} data-block="highlightsBlock">
      {block.heading ? <h2 className={blockHeadingClass}>{block.heading}</h2> : null}
      <ul className={cx(gridClass, items.length % 3 === 0 ? threeAcrossClass : undefined)}>
        {items.map((item) => (
          <li key={item._key} className={cx(cardClass, css({ borderTopWidth: "4px", borderTopColor: "brand.solid" }))}>
            <h3 className={titleClass}>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
