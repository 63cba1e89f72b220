import { attachToken, enqueueAnswers, type SaveQueue } from "@/lib/api/saveQueue";
import { sentToTheLead } from "@/lib/leadFields/fields";
import type { Answers } from "@/lib/leadFields/types";
import { type LeadSessionStore, leadSessionStore } from "./store";

type AnswerQueue = Pick<SaveQueue, "enqueueAnswers" | "attachToken">;

/**
 * Ties a lead session to a save queue: every answer goes into the session and into the queue,
 * token or not, and the queue learns the token the moment the session stores it (customer_init
 * answering, possibly after retries, or the persisted session being read on a new page), which
 * releases the answers it held. The step view therefore never looks at the token.
 */
export function createAnswerSaver(store: LeadSessionStore, queue: AnswerQueue) {
  queue.attachToken(store.getState().token);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.token !== previous.token) queue.attachToken(state.token);
  });
  return {
    /**
     * Records the answers in the session and queues them for the backend (not the session's own
     * fields, such as stateFullName), which gives them their stored form; returns at once.
     */
    saveAnswers(fields: Partial<Answers>): void {
      // An answer before the session start has read sessionStorage (a tap while the page
      // hydrates) would be written over the saved session, earlier answers and token with it.
      // sessionStorage is read synchronously, so the saved session is in place before the answer.
      if (!store.persist.hasHydrated()) void store.persist.rehydrate();
      store.getState().setAnswers(fields);
      queue.enqueueAnswers(Object.fromEntries(Object.entries(fields).filter(([key]) => sentToTheLead(key))));
    },
    /** Stops following the session's token (the page going away; tests). */
    disconnect: unsubscribe,
  };
}

const pageSaver = createAnswerSaver(leadSessionStore, { enqueueAnswers, attachToken });

/** What the step view calls on every answer: the page's session and save queue. */
export const saveAnswers = pageSaver.saveAnswers;
