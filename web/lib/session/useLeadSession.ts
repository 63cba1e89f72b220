import { useStore } from "zustand";
import { type LeadSession, leadSessionStore } from "./store";

/** The page's lead session in React, e.g. `useLeadSession((s) => s.zip)`. */
export function useLeadSession<T>(selector: (session: LeadSession) => T): T {
  return useStore(leadSessionStore, selector);
}
