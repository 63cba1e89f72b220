"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { stepBlocks } from "./registry";
import type { StepInput, StepProps, StepType } from "./types";

/**
 * Each step type's component as its own chunk, loaded in the browser only on a page that shows
 * that type (rendered on the server all the same). Built from the registry, so a new type needs
 * no line here.
 */
const components = Object.fromEntries(
  Object.entries(stepBlocks).map(([type, block]) => [
    type,
    dynamic(block.component as () => Promise<ComponentType<StepProps>>),
  ]),
) as Record<StepType, ComponentType<StepProps>>;

/** The step's form, by its input type. */
export function StepComponent({ input }: { input: StepInput }) {
  const Component = components[input._type];
  return <Component input={input} />;
}
