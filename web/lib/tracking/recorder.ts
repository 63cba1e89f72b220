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
 *  - after consent, it holds more than RECORDING_FLUSH_THRESHOLD events (spec 9: "more than 400"),
 *  - the page is hidden for good (`pagehide`), sent with keepalive when the batch fits,
 *  - the recorder is stopped.
 *
 * Nothing is sent before consent (issue 57 item 8: the backend keeps recordings only of leads
 * that consented, so storage is not free to anyone who makes leads), nor without a customer
 * token: the backend files a recording under its customer. Until then events keep buffering, at
 * most RECORDING_BUFFER_CAP of them: past it the recorder takes a new full snapshot (`restart`)
 * and the events before it go, so what is finally sent still replays from its start. Without
 * `restart` the oldest events are dropped. The cap equals the backend's largest accepted batch
 * (5000 events), so a backlog is never refused for its length.
 */

/** Spec 9: the buffer is sent once it holds MORE than this many events (at 401, not at 400). */
export const RECORDING_FLUSH_THRESHOLD = 400;

/** Most events kept before consent or a token; past it the recording starts over from a full snapshot. */
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
  /**
   * Adds one event (`checkout`: rrweb's first event of a new full snapshot); once consent is given,
   * sends the buffer when it holds more than the threshold or a send is pending.
   */
  push(event: RecordingEvent, checkout?: boolean): void;
  /** The TCPA consent flag is set: send now, or with the first event after a token exists. */
  consentGiven(): void;
  /** Sends and clears the buffer; false (buffer kept) before consent, without a token, or with nothing to send. */
  flush(options?: UploadOptions): boolean;
  /** Events waiting to be sent. */
  size(): number;
};

export function createRecorderBuffer({
  upload,
  getToken,
  cap = RECORDING_BUFFER_CAP,
  restart,
}: {
  upload: RecordingUpload;
  getToken: () => string | null | undefined;
  cap?: number;
  /** Takes a new full snapshot (rrweb's `takeFullSnapshot(true)`), pushed as a checkout. */
  restart?: () => void;
}): RecorderBuffer {
  let events: RecordingEvent[] = [];
  let consented = false;
  /** Consent arrived while no token existed: send as soon as one does. */
  let consentPending = false;
  let restarting = false;

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
    if (!consented || !token || events.length === 0) return false;
    const batch = events;
    events = [];
    consentPending = false;
    send(token, batch, options);
    return true;
  }

  return {
    push(event, checkout = false) {
      // A new full snapshot before anything was sent: the events before it are not needed to replay.
      if (checkout && !consented) events = [];
      events.push(event);
      if (events.length > cap) {
        if (restart && !consented && !restarting) {
          restarting = true;
          try {
            restart();
          } finally {
            restarting = false;
          }
        }
        if (events.length > cap) events.splice(0, events.length - cap);
      }
      if (consented && (consentPending || events.length > RECORDING_FLUSH_THRESHOLD)) flush();
    },
    consentGiven() {
      consented = true;
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
  let takeFullSnapshot: (() => void) | undefined;
  const buffer = createRecorderBuffer({
    upload: options.upload ?? defaultRecordingUpload,
    getToken: () => store.getState().token,
    restart: () => takeFullSnapshot?.(),
  });
  // A visit that consented before this page loaded (a reload, a later step) sends as it goes.
  if (store.getState().answers.tcpa_accepted === true) buffer.consentGiven();

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
      takeFullSnapshot = () => record.takeFullSnapshot(true);
      rrweb = recordSerialisingLater(record, {
        emit: (event, checkout) => buffer.push(event, checkout === true),
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
