import { css } from "@/styled-system/css";

const trackClass = css({ height: "2", borderRadius: "full", bg: "brand.muted", overflow: "hidden", mb: "5" });
const barClass = css({ height: "full", bg: "brand.solid", transition: "width 0.3s ease" });
// Keeps the bar's room before the token is known, so the step does not jump when it appears.
const placeholderClass = css({ height: "2", mb: "5" });

/** Spec 2.7's progress bar: a labelled progressbar with the percentage as text for assistive tech. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      data-progress={percent}
      className={trackClass}
    >
      <div className={barClass} style={{ width: `${percent}%` }} />
    </div>
  );
}

export function ProgressPlaceholder() {
  return <div aria-hidden="true" className={placeholderClass} />;
}
