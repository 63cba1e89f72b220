import type { ReactNode } from "react";
import { fillCopy } from "@/blocks/steps/parts/fillCopy";
import type { StepWords } from "@/lib/content/words";
import { MaskedIn } from "@/lib/tracking/recordingMask";
import { css } from "@/styled-system/css";
import type { FlowLayout } from "../flowTraits";

const frameClass = css({ maxWidth: "560px", mx: "auto" });
const heroClass = css({ fontWeight: "bold", textStyle: "lg", mb: "4", color: "brand.fg" });
const titleClass = css({ fontWeight: "bold", textStyle: "2xl", mb: "3", color: "brand.fg" });

/**
 * Spec 2.7's flow layouts around the step: heroes and the solar-report title. `stateName` is the
 * visitor's state once known (power payback names its hero after it).
 */
export function FlowFrame({
  layout,
  words,
  stateName,
  children,
}: {
  layout: FlowLayout;
  /** Content's flow headings (questionnaire words). */
  words: Pick<
    StepWords,
    | "noCostSolarHero"
    | "solarReportTitle"
    | "paybackTitle"
    | "paybackTitleInState"
    | "paybackForm"
    | "paybackFormInState"
  >;
  stateName: string | null;
  children: ReactNode;
}) {
  return (
    <div data-layout={layout} className={frameClass}>
      {layout === "noCostSolar" ? <p className={heroClass}>{words.noCostSolarHero}</p> : null}
      {layout === "powerPayback" ? (
        <div className={css({ mb: "4" })}>
          <p className={titleClass}>
            {stateName ? (
              <MaskedIn text={fillCopy(words.paybackTitleInState, { state: stateName })} secret={stateName} />
            ) : (
              words.paybackTitle
            )}
          </p>
          <p className={css({ color: "fg.muted" })}>
            {stateName ? (
              <MaskedIn text={fillCopy(words.paybackFormInState, { state: stateName })} secret={stateName} />
            ) : (
              words.paybackForm
            )}
          </p>
        </div>
      ) : null}
      {layout === "solarReport" ? <p className={titleClass}>{words.solarReportTitle}</p> : null}
      {children}
    </div>
  );
}
