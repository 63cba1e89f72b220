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

/**
 * Starts loading a step type's component, so that a step of that type, reached by a tap, renders
 * without first waiting for its chunk: a step whose chunk was still loading committed the leaving
 * step's removal alone, and the new one a throttled ~300 ms later (a blank screen, issue 8).
 */
export function preloadStepComponent(type: StepType): void {
  stepBlocks[type].component().catch(() => {
    // A lost chunk is asked for again when the step renders; nothing to do here.
  });
}

/** The step's form, by its input type. */
export function StepComponent({ input }: { input: StepInput }) {
  const Component = components[input._type];
  return <Component input={input} />;
}
