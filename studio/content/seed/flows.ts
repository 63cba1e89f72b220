import { flowLists } from "./flowLists";
import { keyed, ls, ref, type Schema, type Seed } from "./lib";

/** Paths that differ from the step they show (spec 2.2: /roofing). */
const stepForPath: Record<string, string> = {
  roof_need_sheathing: "need-sheathing",
  add_gutters: "add-gutters",
};

const flowIdFor = (prefix: string) => `flow.${prefix.slice(1)}`;

export const flows: Seed<Schema.Flow>[] = flowLists.map(
  (flow): Seed<Schema.Flow> => ({
    _id: flowIdFor(flow.prefix),
    _type: "flow",
    title: ls(flow.title.en, flow.title.es),
    prefix: flow.prefix,
    ...(flow.base ? { baseFlow: ref(flowIdFor(flow.base)) } : {}),
    steps: keyed(
      flowIdFor(flow.prefix),
      flow.steps.map((path) => ({
        _type: "flowStep" as const,
        path,
        step: ref(`step.${stepForPath[path] ?? path}`),
      })),
    ),
  }),
);
