import { css } from "@/styled-system/css";
import { type VisitRecordClasses, VisitRecordIsland, type VisitRecordWords } from "./VisitRecordIsland";

const classes: VisitRecordClasses = {
  box: css({ mt: "10", pt: "4", borderTopWidth: "1px", borderColor: "border", textStyle: "sm" }),
  list: css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "12rem 1fr" }, columnGap: "4", rowGap: "1" }),
  value: css({ m: "0", overflowWrap: "anywhere", minHeight: "1lh" }),
};

/** Spec 2.7's page metadata at the foot of a legal page: styled here, filled in by the island. */
export function VisitRecord({ words }: { words: VisitRecordWords }) {
  // Only the island's own words travel to the browser.
  const { visitHeading, visitIntro, visitIp, visitUserAgent, visitDate, visitUnknown } = words;
  return (
    <VisitRecordIsland
      words={{ visitHeading, visitIntro, visitIp, visitUserAgent, visitDate, visitUnknown }}
      classes={classes}
    />
  );
}
