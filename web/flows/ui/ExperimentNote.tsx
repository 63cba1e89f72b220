import { css } from "@/styled-system/css";

const noteClass = css({ fontWeight: "semibold", mt: "4" });

/**
 * A line of copy an experiment's variant adds under a step (content: experiment › variant › notes
 * under a step). It sits after the form: the variant is known only once the saved session is read,
 * after the server's HTML is painted, and text added above the field moved it 88 px on a reload
 * (CLS 0.062, issue 8).
 */
export function ExperimentNote({ text, experiment }: { text: string; experiment: string }) {
  return (
    <p className={noteClass} data-experiment-note={experiment}>
      {text}
    </p>
  );
}
