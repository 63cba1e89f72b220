"use client";

import { createContext, type ReactNode, use } from "react";
import type { StepEngine } from "./types";

const StepEngineContext = createContext<StepEngine | null>(null);

/** Provides the flow engine to the step below it (the flow island, or a test). */
export function StepEngineProvider({ engine, children }: { engine: StepEngine; children: ReactNode }) {
  return <StepEngineContext value={engine}>{children}</StepEngineContext>;
}

/** The flow engine: answers, language, brand, and the callbacks that save and move on. */
export function useStep(): StepEngine {
  const engine = use(StepEngineContext);
  if (!engine) throw new Error("useStep() outside a flow page: wrap the step in StepEngineProvider");
  return engine;
}
