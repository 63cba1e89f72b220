import { css } from "@/styled-system/css";

export const headingId = "step-heading";

const headingClass = css({ textStyle: { base: "2xl", md: "3xl" }, fontWeight: "bold", lineHeight: "short", mb: "2" });
const subheadingClass = css({ color: "fg.muted", mb: "5" });

/**
 * The step's question, rendered by the server outside the step's island: it is the page's
 * largest text (its LCP element) and paints from the HTML. Its id labels the answers; it takes
 * focus (not a Tab stop) when the visitor moves to its step, so the new question is read out.
 */
export function StepHeading({ heading, subheading }: { heading: string; subheading: string | null }) {
  return (
    <>
      <h1 id={headingId} className={headingClass} tabIndex={-1}>
        {heading}
      </h1>
      {subheading ? <p className={subheadingClass}>{subheading}</p> : null}
    </>
  );
}
