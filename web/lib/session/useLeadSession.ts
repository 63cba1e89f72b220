import { useStore } from "zustand";
import { useShallow } from "zustand/react/shallow";
import { type LeadSession, leadSessionStore } from "./store";

/**
 * The page's lead session in React, e.g. `useLeadSession((s) => s.token)`. A selector that builds an
 * object re-renders only when one of its values changes (compared shallowly), not on every update.
 */
export function useLeadSession<T>(selector: (session: LeadSession) => T): T {
  return useStore(leadSessionStore, useShallow(selector));
}
