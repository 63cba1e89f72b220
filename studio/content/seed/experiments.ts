import { keyed, lt, type Member, ref, type Schema, type Seed } from "./lib";

/**
 * The two experiments the funnel runs, as content: the results page's section order, and a
 * promise of an advisor's call back under the phone step.
 */
export const experiments: Seed<Schema.Experiment>[] = [
  {
    _id: "experiment.results_layout",
    _type: "experiment",
    key: "results_layout",
    title: "Results: the estimate or the comparison first",
    running: true,
    variants: keyed<Schema.ExperimentVariant>("experiment.results_layout", [
      { _type: "experimentVariant", key: "estimate_first", weight: 50, resultsLayout: "estimate_first" },
      { _type: "experimentVariant", key: "comparison_first", weight: 50, resultsLayout: "comparison_first" },
    ]),
  },
  {
    _id: "experiment.phone_step_copy",
    _type: "experiment",
    key: "phone_step_copy",
    title: "Phone step: promise a call back from an advisor",
    running: true,
    variants: keyed<Schema.ExperimentVariant>("experiment.phone_step_copy", [
      { _type: "experimentVariant", key: "control", weight: 50 },
      {
        _type: "experimentVariant",
        key: "advisor_callback",
        weight: 50,
        stepNotes: keyed<Member<Schema.ExperimentVariant["stepNotes"]>>("experiment.phone_step_copy.advisor_callback", [
          {
            _type: "stepNote",
            step: ref("step.phone"),
            text: lt(
              "An advisor will call you back within one business hour to go over your options.",
              "Un asesor le devolverá la llamada en una hora hábil para revisar sus opciones.",
            ),
          },
        ]),
      },
    ]),
  },
];
