import { uploadRecording } from "@/lib/api/calls";
import { postJson } from "@/lib/api/http";
import type { RecordingEvent } from "@/lib/api/types";
import { type LeadSessionStore, leadSessionStore } from "@/lib/session/store";
import { atIdle } from "./afterInteractive";
import { isAutomatedBrowser } from "./environment";
import { RECORDING_MASK_CLASS } from "./recordingMask";
import { type HeldRecording, recordSerialisingLater } from "./serialiseMutationsLater";

/**
 * Spec 4.2's session recorder. rrweb's events go into a plain array, never into React state:
 * a setState from `emit` would re-render, the render is a DOM mutation, rrweb emits it, and so on
 * forever. The array is sent to POST /api/rrweb-recording (spec 7) and cleared when
 *  - the TCPA consent flag becomes set (the recording then covers what the visitor consented on),
 *  - it holds more than RECORDING_FLUSH_THRESHOLD events (spec 9: "more than 400"),
 *  - the page is hidden for good (`pagehide`), sent with keepalive when the batch fits,
 *  - the recorder is stopped.
 *
 * Nothing is sent without a customer token: the backend files a recording under its customer.
 * Until a token exists events keep buffering, capped at RECORDING_BUFFER_CAP with the oldest
 * dropped (a visitor who never starts a session, e.g. on a landing page, must not grow an
 * unbounded array; the price is that such a recording may lose its start, including rrweb's first
 * full snapshot). The cap equals the backend's largest accepted batch (5000 events), so a
 * backlog sent when the token arrives is never refused for its length.
 */

/** Spec 9: the buffer is sent once it holds MORE than this many events (at 401, not at 400). */
export const RECORDING_FLUSH_THRESHOLD = 400;

/** Most events kept while no token exists; older ones are dropped first. */
export const RECORDING_BUFFER_CAP = 5000;

type UploadOptions = { keepalive?: boolean };

/**
 * Sends one batch. Called as `upload(token, events)`, plus `{ keepalive: true }` only for the
 * flush on `pagehide`. Errors are the upload's business (spec 8: console only); a rejection or
 * throw is caught and logged so recording never breaks the page.
 */
export type RecordingUpload = (
  token: string,
  events: RecordingEvent[],
  options?: UploadOptions,
) => Promise<unknown> | undefined;

export type RecorderBuffer = {
  /** Adds one event; sends the buffer when it holds more than the threshold or consent is pending. */
  push(event: RecordingEvent): void;
  /** The TCPA consent flag was set: send now, or with the first event after a token exists. */
  consentGiven(): void;
  /** Sends and clears the buffer; false (buffer kept) when there is no token or nothing to send. */
  flush(options?: UploadOptions): boolean;
  /** Events waiting to be sent. */
  size(): number;
};

export function createRecorderBuffer({
  upload,
  getToken,
  cap = RECORDING_BUFFER_CAP,
}: {
  upload: RecordingUpload;
  getToken: () => string | null | undefined;
  cap?: number;
}): RecorderBuffer {
  let events: RecordingEvent[] = [];
  /** Consent arrived while no token existed: send as soon as one does. */
  let consentPending = false;

  function send(token: string, batch: RecordingEvent[], options?: UploadOptions) {
    try {
      const sent = options ? upload(token, batch, options) : upload(token, batch);
      sent?.catch((error: unknown) => console.error("[recording] upload failed", error));
    } catch (error) {
      console.error("[recording] upload failed", error);
    }
  }

  function flush(options?: UploadOptions): boolean {
    const token = getToken();
    if (!token || events.length === 0) return false;
    const batch = events;
    events = [];
    consentPending = false;
    send(token, batch, options);
    return true;
  }

  return {
    push(event) {
      events.push(event);
      if (events.length > cap) events.splice(0, events.length - cap);
      if (consentPending || events.length > RECORDING_FLUSH_THRESHOLD) flush();
    },
    consentGiven() {
      if (!flush()) consentPending = true;
    },
    flush,
    size: () => events.length,
  };
}

/**
 * Keepalive requests may carry at most 64 KiB in flight per page; a larger body makes the
 * browser reject the request outright, so bigger batches go as an ordinary request (which a
 * page kept in the back/forward cache still completes).
 */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * The default upload: uploadRecording (spec 7), except for the pagehide flush, which posts the
 * same `{ token, events }` body to the same path with keepalive so it outlives the page.
 */
export const defaultRecordingUpload: RecordingUpload = (token, events, options) => {
  if (!options?.keepalive) return uploadRecording(token, events);
  // Serialised once: measured here, and sent as it is.
  const json = JSON.stringify({ token, events });
  if (new TextEncoder().encode(json).length > KEEPALIVE_MAX_BYTES) {
    return uploadRecording(token, events);
  }
  return postJson("/rrweb-recording", undefined, { json, keepalive: true }).catch((error: unknown) =>
    console.error("[api] rrweb-recording (keepalive) failed", error),
  );
};

export type StartRecordingOptions = {
  /** Where the token and the TCPA flag live; the page's lead session by default. */
  store?: Pick<LeadSessionStore, "getState" | "subscribe">;
  upload?: RecordingUpload;
};

/** One recorder per page: rrweb patches global APIs and its first event is a full snapshot. */
let recording = false;

/** rrweb's module, fetched once however often recording restarts (React's dev remounts). */
let rrwebModule: Promise<typeof import("./rrwebRecord")> | undefined;
function loadRrweb() {
  rrwebModule ??= import("./rrwebRecord").catch((error: unknown) => {
    rrwebModule = undefined;
    throw error;
  });
  return rrwebModule;
}

/**
 * Starts rrweb (loaded on demand, so it stays out of the pages' main bundle) and returns the stop
 * function, which also sends what is left. Does nothing on the server, under the automated test
 * runner, or while another recorder of this page runs (its stop function is then a no-op).
 * Inputs are masked (maskAllInputs): typed phone numbers, e-mails and names never reach a
 * recording in clear text.
 */
export function startRecording(options: StartRecordingOptions = {}): () => void {
  if (isAutomatedBrowser() || recording) return () => {};
  recording = true;
  const store = options.store ?? leadSessionStore;
  const buffer = createRecorderBuffer({
    upload: options.upload ?? defaultRecordingUpload,
    getToken: () => store.getState().token,
  });

  let stopped = false;
  let rrweb: HeldRecording | undefined;
  let rrwebErrorLogged = false;

  // Consent is given inside the submit of the consent step, whose task also starts the next
  // step's render: the batch (rrweb's full snapshot among it) is serialised there, so it is sent
  // once the browser is idle, after the next step is painted. Leaving the page first flushes it
  // anyway (pagehide), as does stopping.
  let cancelConsentFlush = () => {};
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.answers.tcpa_accepted !== true || previous.answers.tcpa_accepted === true) return;
    cancelConsentFlush();
    cancelConsentFlush = atIdle(() => buffer.consentGiven(), 1000);
  });
  const onPageHide = () => {
    rrweb?.release();
    buffer.flush({ keepalive: true });
  };
  window.addEventListener("pagehide", onPageHide);

  loadRrweb()
    .then(({ record }) => {
      if (stopped) return;
      rrweb = recordSerialisingLater(record, {
        emit: (event) => buffer.push(event),
        maskAllInputs: true,
        // Personal data shown as text (the phone in the consent and on the verification screen).
        maskTextClass: RECORDING_MASK_CLASS,
        // rrweb's own failures must not reach the page; the first is logged, the rest would flood.
        errorHandler: (error) => {
          if (!rrwebErrorLogged) console.error("[recording] rrweb error", error);
          rrwebErrorLogged = true;
          return true;
        },
      });
    })
    .catch((error: unknown) => console.error("[recording] rrweb could not start", error));

  return () => {
    if (stopped) return;
    stopped = true;
    recording = false;
    rrweb?.stop();
    unsubscribe();
    cancelConsentFlush();
    window.removeEventListener("pagehide", onPageHide);
    buffer.flush();
  };
}
