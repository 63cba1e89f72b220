import { css } from "@/styled-system/css";
import { blockClass, blockHeadingClass } from "../styles";
import type { PageBlockProps } from "../types";

const listClass = css({ borderTopWidth: "1px", borderColor: "border" });
const itemClass = css({
  borderBottomWidth: "1px",
  borderColor: "border",
  "&[open] > summary > span[aria-hidden]": { transform: "rotate(45deg)" },
});
const questionClass = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "4",
  minHeight: "11",
  py: "4",
  cursor: "pointer",
  fontWeight: "semibold",
  textStyle: "lg",
  listStyle: "none",
  "&::-webkit-details-marker": { display: "none" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" },
  "& > span[aria-hidden]": { transition: "transform 0.1s", flexShrink: "0" },
});
const answerClass = css({ pb: "4", maxWidth: "70ch", color: "fg.muted" });

/**
 * Questions that open one at a time in place. Native <details>: keyboard and screen-reader
 * support built in, and no JavaScript on a content page (issue 8's budgets).
 */
export function FaqBlock({ block }: PageBlockProps<"faqBlock">) {
  const items = block.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={blockClass} aria-labelledby={`${block._key}-heading`} data-block="faqBlock">
      <h2 id={`${block._key}-heading`} className={blockHeadingClass}>
        {block.heading}
      </h2>
      <div className={listClass}>
        {items.map((item) => (
          <details key={item._key} className={itemClass}>
            <summary className={questionClass}>
              {item.question}
              <span aria-hidden="true">+</span>
            </summary>
            <p className={answerClass}>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
