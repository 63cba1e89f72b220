import type { AnswerValue } from "@/lib/leadFields/types";
import { retryDelay } from "./backoff";
import { updateCustomer } from "./calls";
import { ApiError } from "./http";

/**
 * Partial-lead saving. A step hands its answers over and moves on at once; one worker posts
 * them in order with update_customer. Nothing is dropped silently:
 * - the queue lives in sessionStorage, so a reload resumes it (flushSaveQueue on page load);
 * - a lost connection, a 5xx, 408 or 429 is retried with back-off (1 s doubling, at most 30 s)
 *   for as long as the page is open, the item staying at the head so answers land in order;
 * - any other 4xx will not succeed by retrying: the item moves to a "rejected" list, also in
 *   sessionStorage, with the server's message, and the queue goes on with the next item.
 * Consecutive saves for one token are merged (later values win) unless the earlier one is
 * already being sent, whose body can no longer change.
 *
 * Answers can be given before the lead has a token (customer_init still running, or failing and
 * being retried). enqueueAnswers then queues them with no token: they are held, in their place,
 * and stored like any other item, until attachToken names the lead. The worker never sends past a
 * held item, so a lead's answers reach it in the order they were given.
 */

export type SaveFields = Record<string, AnswerValue>;
export type PendingSave = {
  id: string;
  /** null: given before the lead had a token; held until attachToken. */
  token: string | null;
  fields: SaveFields;
  queuedAt: number;
};
export type RejectedSave = PendingSave & {
  status: number;
  /** The server's sentence, e.g. "Some fields are not valid." */
  error: string;
  /** The server's per-field messages, when it named fields. */
  problems: Record<string, string>;
  rejectedAt: number;
};
export type SaveQueueSnapshot = {
  pending: readonly PendingSave[];
  rejected: readonly RejectedSave[];
  /** The last attempt failed and the worker is waiting to try again. */
  retrying: boolean;
};

export const SAVE_QUEUE_KEY = "homefront-save-queue";
export const REJECTED_SAVES_KEY = "homefront-save-queue-rejected";

export const saveRetryDelay = retryDelay;

/** Statuses worth retrying: the request may succeed later unchanged. */
const isRetryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status < 400 || [408, 429].includes(error.status);

type Options = {
  send?: (token: string, fields: SaveFields) => Promise<unknown>;
  storage?: () => Storage | undefined;
};

function browserSessionStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked (sandboxed frame, privacy settings): memory only
  }
}

function readList<T>(storage: Storage | undefined, key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

let lastId = 0;
const newId = () => `${Date.now().toString(36)}-${(lastId++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function createSaveQueue({ send = updateCustomer, storage = browserSessionStorage }: Options = {}) {
  // Memory is the truth within the page; sessionStorage is its copy for the next page load.
  let lists: { pending: PendingSave[]; rejected: RejectedSave[] } | null = null;
  let snapshot: SaveQueueSnapshot | null = null;
  let running = false;
  let retrying = false;
  let inFlightId: string | null = null;
  // Not persisted: the lead session keeps the token, and the next page attaches it again.
  let knownToken: string | null = null;
  let wake: (() => void) | null = null;
  const listeners = new Set<(snapshot: SaveQueueSnapshot) => void>();
  const idleWaiters: (() => void)[] = [];

  function current() {
    const store = storage();
    lists ??= {
      pending: readList<PendingSave>(store, SAVE_QUEUE_KEY),
      rejected: readList<RejectedSave>(store, REJECTED_SAVES_KEY),
    };
    return lists;
  }

  function changed() {
    const { pending, rejected } = current();
    try {
      storage()?.setItem(SAVE_QUEUE_KEY, JSON.stringify(pending));
      storage()?.setItem(REJECTED_SAVES_KEY, JSON.stringify(rejected));
    } catch (error) {
      console.error("[saveQueue] sessionStorage refused the queue; it is kept for this page only", error);
    }
    snapshot = null;
    for (const listener of listeners) listener(getSnapshot());
  }

  function getSnapshot(): SaveQueueSnapshot {
    const { pending, rejected } = current();
    snapshot ??= { pending: [...pending], rejected: [...rejected], retrying };
    return snapshot;
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

  function reject(item: PendingSave, error: ApiError) {
    const body = (error.body && typeof error.body === "object" ? error.body : {}) as {
      error?: unknown;
      fields?: unknown;
    };
    const lists = current();
    lists.pending = lists.pending.filter((pending) => pending.id !== item.id);
    lists.rejected = [
      ...lists.rejected,
      {
        ...item,
        status: error.status,
        error: typeof body.error === "string" ? body.error : error.message,
        problems: body.fields && typeof body.fields === "object" ? (body.fields as Record<string, string>) : {},
        rejectedAt: Date.now(),
      },
    ];
    console.error(`[saveQueue] the server refused a save (${error.status})`, body);
  }

  async function drain() {
    if (running) return;
    running = true;
    let failures = 0;
    try {
      for (let head = current().pending[0]; head; head = current().pending[0]) {
        if (head.token === null) break; // held until attachToken; what follows waits behind it
        const token = head.token;
        inFlightId = head.id;
        try {
          await send(token, head.fields);
          const lists = current();
          lists.pending = lists.pending.filter((pending) => pending.id !== head?.id);
          failures = 0;
        } catch (error) {
          inFlightId = null;
          if (!isRetryable(error)) {
            reject(head, error as ApiError);
            failures = 0;
          } else {
            console.error("[saveQueue] save failed; retrying", error);
            retrying = true;
            changed();
            await sleep(saveRetryDelay(failures++));
            retrying = false;
          }
        } finally {
          inFlightId = null;
        }
        changed();
      }
    } finally {
      running = false;
      // Held answers are not sent yet: whoever waits for idle keeps waiting for the token.
      if (current().pending.length === 0) for (const resolve of idleWaiters.splice(0)) resolve();
    }
  }

  function enqueue(token: string | null, fields: Record<string, AnswerValue | undefined>) {
    const defined: SaveFields = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, AnswerValue] => entry[1] !== undefined),
    );
    if (Object.keys(defined).length === 0) return;
    const lists = current();
    const last = lists.pending.at(-1);
    // Held answers merge too: they are never in flight, and all go to the same lead.
    if (last && last.token === token && last.id !== inFlightId) {
      lists.pending = [...lists.pending.slice(0, -1), { ...last, fields: { ...last.fields, ...defined } }];
    } else {
      lists.pending = [...lists.pending, { id: newId(), token, fields: defined, queuedAt: Date.now() }];
    }
    changed();
    void drain();
  }

  return {
    /**
     * Queues the visitor's answers and returns at once, token or not: under the attached token
     * when there is one, otherwise held until attachToken. The worker sends them in order.
     */
    enqueueAnswers(fields: Record<string, AnswerValue | undefined>): void {
      enqueue(knownToken, fields);
    },
    /**
     * Names the lead that answers belong to: held answers (this page's and any an earlier page
     * left in sessionStorage) take this token and are sent; later answers go under it. null
     * (the session was reset) holds later answers again until the next token.
     */
    attachToken(token: string | null): void {
      knownToken = token || null;
      if (!token) return;
      const lists = current();
      if (lists.pending.some((item) => item.token === null)) {
        lists.pending = lists.pending.map((item) => (item.token === null ? { ...item, token } : item));
        changed();
      }
      void drain();
    },
    /** Queues answers for a lead whose token the caller knows; prefer enqueueAnswers. Ignored without a token. */
    enqueueSave(token: string, fields: Record<string, AnswerValue | undefined>): void {
      if (token) enqueue(token, fields);
    },
    /** Resumes saves left by an earlier page (call on page load); while waiting to retry, retries now (e.g. on `online`). */
    flushSaveQueue(): void {
      if (running) wake?.();
      else void drain();
    },
    pendingSaves: (): readonly PendingSave[] => getSnapshot().pending,
    rejectedSaves: (): readonly RejectedSave[] => getSnapshot().rejected,
    /** Forgets a rejected save once the UI has dealt with it. */
    dismissRejectedSave(id: string): void {
      const lists = current();
      lists.rejected = lists.rejected.filter((item) => item.id !== id);
      changed();
    },
    /** Stable between changes, so it suits React's useSyncExternalStore. */
    getSaveQueueSnapshot: getSnapshot,
    subscribeSaves(listener: (snapshot: SaveQueueSnapshot) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves when nothing is left to send (never while a save keeps failing or answers wait for a token). */
    whenSavesIdle(): Promise<void> {
      if (!running && current().pending.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

export type SaveQueue = ReturnType<typeof createSaveQueue>;

/** The page's queue, posting with updateCustomer into sessionStorage. */
const pageQueue = createSaveQueue();
export const {
  enqueueAnswers,
  attachToken,
  enqueueSave,
  flushSaveQueue,
  pendingSaves,
  rejectedSaves,
  dismissRejectedSave,
  getSaveQueueSnapshot,
  subscribeSaves,
  whenSavesIdle,
} = pageQueue;
