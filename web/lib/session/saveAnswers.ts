import { updateCustomer } from "@/lib/api/calls";
import { createSaveQueue, type OwedSave } from "@/lib/api/saveQueue";
import type { ConsentShown } from "@/lib/api/types";
import { sentToTheLead } from "@/lib/leadFields/fields";
import type { Answers } from "@/lib/leadFields/types";
import { type LeadSessionStore, leadSessionStore } from "./store";

type Options = {
  /** POST /update_customer (the backend gives each answer its stored form). */
  send?: (token: string, answers: Answers, consent?: ConsentShown) => Promise<unknown>;
  storage?: () => Storage | undefined;
};

/**
 * Ties a lead session to a save queue: every answer goes into the session, and its name into the
 * queue, token or not. The session keeps the answer (sessionStorage holds it once); the queue
 * sends the session's value when the save goes out. The queue learns the token the moment the
 * session stores it (customer_init answering, possibly after retries, or the persisted session
 * being read on a new page), which releases the answers it held. The step view therefore never
 * looks at the token.
 */
export function createAnswerSaver(store: LeadSessionStore, { send = updateCustomer, storage }: Options = {}) {
  // An answer before the session start has read sessionStorage (a tap while the page hydrates)
  // would be written over the saved session, earlier answers and token with it. sessionStorage
  // is read synchronously, so the saved session is in place before the answer.
  const session = () => {
    if (!store.persist.hasHydrated()) void store.persist.rehydrate();
    return store.getState();
  };
  const sendOwed = (token: string, { answers: names, consent }: OwedSave) => {
    const { answers } = session();
    const owed = Object.fromEntries(
      names.flatMap((name) => (Object.hasOwn(answers, name) ? [[name, answers[name]]] : [])),
    );
    // Nothing left to send: the session was reset (logout) since the answers were given.
    if (Object.keys(owed).length === 0) return Promise.resolve();
    return send(token, owed as Answers, consent);
  };
  const queue = createSaveQueue({ send: sendOwed, storage });
  queue.attachToken(store.getState().token);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.token !== previous.token) queue.attachToken(state.token);
  });
  return {
    /**
     * Records the answers in the session and queues them for the backend (not the session's own
     * fields, such as stateFullName), with the consent shown when they give it; returns at once.
     */
    saveAnswers(answers: Partial<Answers>, consent?: ConsentShown): void {
      session().setAnswers(answers);
      queue.enqueue(
        Object.keys(answers).filter((name) => answers[name] !== undefined && sentToTheLead(name)),
        consent,
      );
    },
    flushSaveQueue: queue.flushSaveQueue,
    hasPendingSaves: queue.hasPendingSaves,
    subscribeSaves: queue.subscribeSaves,
    whenSavesIdle: queue.whenSavesIdle,
    /** Stops following the session's token (the page going away; tests). */
    disconnect: unsubscribe,
  };
}

/** The page's session and save queue: what the step view, the results and the still-waiting screen use. */
export const { saveAnswers, flushSaveQueue, hasPendingSaves, subscribeSaves, whenSavesIdle } =
  createAnswerSaver(leadSessionStore);
