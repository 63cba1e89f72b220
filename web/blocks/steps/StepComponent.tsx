"use client";

import dynamic from "next/dynamic";
import { type ComponentType, useState } from "react";
import type { StepBlock } from "./block";
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

/** The step types whose component has been loaded in this page: they can render in the tap's own task. */
const loaded: Partial<Record<StepType, ComponentType<StepProps>>> = {};

/**
 * Starts loading a step type's component, so that a step of that type, reached by a tap, renders
 * at once instead of first waiting for its chunk (a blank screen on a slow phone, issue 8).
 */
export function preloadStepComponent(type: StepType): void {
  stepBlocks[type]
    .component()
    .then((component) => {
      loaded[type] = component as ComponentType<StepProps>;
    })
    .catch(() => {
      // A lost chunk is asked for again when the step renders; nothing to do here.
    });
}

/** Images fetched ahead for a step, kept referenced: the browser's memory cache keeps them for the step's own. */
const fetchedImages = new Map<string, HTMLImageElement>();

/** Starts loading the images from content a step shows (`images` in its block), each once. */
export function preloadStepImages(input: StepInput): void {
  const images = (stepBlocks[input._type] as StepBlock<StepType>).images?.(input) ?? [];
  for (const url of images) {
    if (fetchedImages.has(url)) continue;
    const image = new Image();
    image.decoding = "async";
    image.src = url;
    fetchedImages.set(url, image);
  }
}

/** Whether a tap can render a step of this type in its own task: its chunk is loaded and its render is short. */
export const rendersAtOnce = (type: StepType): boolean => type in loaded && !stepBlocks[type].longRender;

/** The step's form, by its input type. */
export function StepComponent({ input }: { input: StepInput }) {
  // Chosen once per step: a step hydrated through its lazy component keeps it when the chunk is
  // loaded for another step (a different component would remount the form and lose what it holds).
  const [Component] = useState(() => loaded[input._type] ?? components[input._type]);
  return <Component input={input} />;
}
