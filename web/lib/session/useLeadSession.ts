import { startTransition, useEffect, useRef, useState } from "react";
import { shallow } from "zustand/shallow";
import { type LeadSession, leadSessionStore } from "./store";

/**
 * The page's lead session in React, e.g. `useLeadSession((s) => s.token)`. A selector that builds an
 * object re-renders only when one of its values changes (compared shallowly), not on every update.
 *
 * Store changes reach React as transitions, not through useSyncExternalStore (zustand's
 * `useStore`), whose renders are synchronous: the session is written while the page is still
 * loading (the saved session read back, customer_init's token), and a synchronous render of the
 * step then is one long task in front of the visitor's first tap; a transition renders in slices.
 * React renders all pending transitions together, so state the island sets in a transition after
 * writing the store (`sessionRead`, `ready`) never commits before the store's change.
 */
export function useLeadSession<T>(selector: (session: LeadSession) => T): T {
  const selectorRef = useRef(selector);
  selectorRef.current = selector;
  const [value, setValue] = useState(() => selector(leadSessionStore.getState()));
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setValue((previous) => {
          const next = selectorRef.current(leadSessionStore.getState());
          return shallow(previous, next) ? previous : next;
        }),
      );
    // A change between the first render and this subscription is not missed.
    update();
    return leadSessionStore.subscribe(update);
  }, []);
  return value;
}
