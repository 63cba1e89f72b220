import { retryDelay } from "./backoff";
import { ApiError } from "./http";
import type { ConsentShown } from "./types";

/**
 * Partial-lead saving. A step hands over the names of the answers it gave and moves on at once;
 * one worker posts them in order with update_customer. The queue keeps names, not values: the
 * values are the lead session's, read when the save is sent (lib/session/saveAnswers.ts), so
 * sessionStorage holds each answer once. Nothing is lost to the network:
 * - the queue lives in sessionStorage, so a reload resumes it (flushSaveQueue on page load);
 * - a lost connection, a 5xx, 408 or 429 is retried with back-off (1 s doubling, at most 30 s)
 *   for as long as the page is open, the item staying at the head so answers land in order;
 * - any other 4xx will not succeed by retrying: it is logged and the queue goes on with the next
 *   item. The steps check spec 5's rules before they save, so a refusal is not the visitor's to
 *   fix (docs/decisions/one-answer-model.md).
 * Consecutive saves for one token are merged unless the earlier one is already being sent, whose
 * body can no longer change.
 *
 * Answers can be given before the lead has a token (customer_init still running, or failing and
 * being retried). They are then queued with no token: held, in their place, and stored like any
 * other item, until attachToken names the lead. The worker never sends past a held item, so a
 * lead's answers reach it in the order they were given.
 */

/** What one save sends: answers by name, and the consent shown when they give it. */
export type OwedSave = {
  answers: string[];
  consent?: ConsentShown;
};
type PendingSave = OwedSave & {
  id: string;
  /** null: given before the lead had a token; held until attachToken. */
  token: string | null;
};

export const SAVE_QUEUE_KEY = "homefront-save-queue";

/** Statuses worth retrying: the request may succeed later unchanged. */
const isRetryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status < 400 || [408, 429].includes(error.status);

type Options = {
  /** Posts one save (update_customer with the answers' current values). */
  send: (token: string, save: OwedSave) => Promise<unknown>;
  storage?: () => Storage | undefined;
};

function browserSessionStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked (sandboxed frame, privacy settings): memory only
  }
}

/**
 * A stored item, or null for one that is not. A page from before issue 60 stored the answers'
 * values (`fields`): their names are kept, the session holding the values.
 */
function pendingSave(stored: unknown): PendingSave | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { id, token, answers, consent, fields } = stored as Record<string, unknown>;
  if (typeof id !== "string" || (token !== null && typeof token !== "string")) return null;
  const names = Array.isArray(answers) ? answers : Object.keys(fields ?? {});
  return {
    id,
    token,
    answers: names.filter((name): name is string => typeof name === "string"),
    ...(consent && typeof consent === "object" ? { consent: consent as ConsentShown } : {}),
  };
}

function readQueue(storage: Storage | undefined): PendingSave[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SAVE_QUEUE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.flatMap((item) => pendingSave(item) ?? []) : [];
  } catch {
    return [];
  }
}

let lastId = 0;
const newId = () => `${Date.now().toString(36)}-${(lastId++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function createSaveQueue({ send, storage = browserSessionStorage }: Options) {
  // Memory is the truth within the page; sessionStorage is its copy for the next page load.
  let pending: PendingSave[] | null = null;
  let running = false;
  let inFlightId: string | null = null;
  // Not persisted: the lead session keeps the token, and the next page attaches it again.
  let knownToken: string | null = null;
  let wake: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const idleWaiters: (() => void)[] = [];

  const current = () => {
    pending ??= readQueue(storage());
    return pending;
  };

  function changed() {
    try {
      storage()?.setItem(SAVE_QUEUE_KEY, JSON.stringify(current()));
    } catch (error) {
      console.error("[saveQueue] sessionStorage refused the queue; it is kept for this page only", error);
    }
    for (const listener of listeners) listener();
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function drain() {
    if (running) return;
    running = true;
    let failures = 0;
    try {
      for (let sending = current()[0]; sending; sending = current()[0]) {
        const { id, token, answers, consent } = sending;
        if (token === null) break; // held until attachToken; what follows waits behind it
        inFlightId = id;
        try {
          await send(token, { answers, consent });
          failures = 0;
        } catch (error) {
          inFlightId = null;
          if (isRetryable(error)) {
            console.error("[saveQueue] save failed; retrying", error);
            await sleep(retryDelay(failures++));
            continue;
          }
          failures = 0;
          console.error(
            `[saveQueue] the server refused a save (${(error as ApiError).status})`,
            (error as ApiError).body,
          );
        } finally {
          inFlightId = null;
        }
        pending = current().filter((item) => item.id !== id);
        changed();
      }
    } finally {
      running = false;
      // Held answers are not sent yet: whoever waits for idle keeps waiting for the token.
      if (current().length === 0) for (const resolve of idleWaiters.splice(0)) resolve();
    }
  }

  return {
    /**
     * Queues answers by name (and the consent they give) and returns at once, token or not:
     * under the attached token when there is one, otherwise held until attachToken. Consecutive
     * saves for one lead merge, later consent winning, unless the earlier one is being sent.
     */
    enqueue(answers: readonly string[], consent?: ConsentShown): void {
      if (answers.length === 0) return;
      const queue = current();
      const last = queue.at(-1);
      // Held answers merge too: they are never in flight, and all go to the same lead.
      if (last && last.token === knownToken && last.id !== inFlightId) {
        const merged = { ...last, answers: [...new Set([...last.answers, ...answers])] };
        pending = [...queue.slice(0, -1), consent ? { ...merged, consent } : merged];
      } else {
        pending = [
          ...queue,
          { id: newId(), token: knownToken, answers: [...answers], ...(consent ? { consent } : {}) },
        ];
      }
      changed();
      void drain();
    },
    /**
     * Names the lead that answers belong to: held answers (this page's and any an earlier page
     * left in sessionStorage) take this token and are sent; later answers go under it. null
     * (the session was reset) holds later answers again until the next token.
     */
    attachToken(token: string | null): void {
      knownToken = token || null;
      if (!token) return;
      if (current().some((item) => item.token === null)) {
        pending = current().map((item) => (item.token === null ? { ...item, token } : item));
        changed();
      }
      void drain();
    },
    /** Resumes saves left by an earlier page (call on page load); while waiting to retry, retries now (e.g. on `online`). */
    flushSaveQueue(): void {
      if (running) wake?.();
      else void drain();
    },
    /** Whether answers are still to be sent (held for the token, waiting to retry or in flight). */
    hasPendingSaves: (): boolean => current().length > 0,
    /** Calls `listener` on every change of the queue; returns the unsubscribe. */
    subscribeSaves(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves when nothing is left to send (never while a save keeps failing or answers wait for a token). */
    whenSavesIdle(): Promise<void> {
      if (!running && current().length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

export type SaveQueue = ReturnType<typeof createSaveQueue>;
