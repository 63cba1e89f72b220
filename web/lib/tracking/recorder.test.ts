// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/lib/api/testing";
import type { RecordingEvent } from "@/lib/api/types";
import { createLeadSessionStore } from "@/lib/session/store";
import {
  createRecorderBuffer,
  defaultRecordingUpload,
  RECORDING_BUFFER_CAP,
  RECORDING_FLUSH_THRESHOLD,
  type RecordingUpload,
  startRecording,
} from "./recorder";

type RecordOptions = { emit: (event: RecordingEvent) => void; maskAllInputs?: boolean; maskTextClass?: string };
const rrweb = vi.hoisted(() => {
  const stop = vi.fn();
  // rrweb's record with the two controls recordSerialisingLater uses to hold mutations.
  const record = Object.assign(
    vi.fn((_options: unknown) => stop),
    { freezePage: vi.fn(), addCustomEvent: vi.fn(), takeFullSnapshot: vi.fn() },
  );
  return { record, stop };
});
vi.mock("rrweb", () => ({ record: rrweb.record }));

const TOKEN = "tok_0123456789abcdef";
const event = (timestamp: number): RecordingEvent => ({ type: 3, timestamp });
const events = (count: number, from = 1) => Array.from({ length: count }, (_, i) => event(from + i));

function setup(token: string | null = TOKEN) {
  const upload = vi.fn<RecordingUpload>(() => undefined);
  let current = token;
  const buffer = createRecorderBuffer({ upload, getToken: () => current });
  return {
    upload,
    buffer,
    setToken: (value: string | null) => {
      current = value;
    },
    pushAll: (list: RecordingEvent[]) => {
      for (const e of list) buffer.push(e);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  rrweb.record.mockClear();
  rrweb.stop.mockClear();
});

describe("createRecorderBuffer", () => {
  it("pins spec 9's threshold: more than 400 events", () => {
    expect(RECORDING_FLUSH_THRESHOLD).toBe(400);
  });

  it("sends nothing before consent, however many events it holds", () => {
    const { buffer, upload, pushAll } = setup();
    pushAll(events(1000));
    expect(buffer.flush()).toBe(false);
    expect(upload).not.toHaveBeenCalled();
    expect(buffer.size()).toBe(1000);
  });

  it("sends on consent whatever the count, and clears", () => {
    const { buffer, upload, pushAll } = setup();
    pushAll(events(3));
    buffer.consentGiven();
    expect(upload).toHaveBeenCalledWith(TOKEN, events(3));
    expect(buffer.size()).toBe(0);
    expect(buffer.flush()).toBe(false);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("after consent, keeps 400 events and sends at the 401st, exactly { token, events } in order", () => {
    const { buffer, upload, pushAll } = setup();
    pushAll(events(1));
    buffer.consentGiven();
    pushAll(events(400, 10));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(buffer.size()).toBe(400);
    buffer.push(event(410));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload).toHaveBeenLastCalledWith(TOKEN, events(401, 10));
    expect(buffer.size()).toBe(0);
  });

  it("sends nothing without a token and keeps buffering", () => {
    const { buffer, upload, pushAll } = setup(null);
    pushAll(events(1000));
    buffer.consentGiven();
    expect(buffer.flush()).toBe(false);
    expect(upload).not.toHaveBeenCalled();
    expect(buffer.size()).toBe(1000);
  });

  it("remembers consent given before the token and sends once the token exists", () => {
    const { buffer, upload, pushAll, setToken } = setup(null);
    pushAll(events(5));
    buffer.consentGiven();
    setToken(TOKEN);
    buffer.push(event(6));
    expect(upload).toHaveBeenCalledWith(TOKEN, events(6));
    buffer.push(event(7));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("before consent, past the cap, starts over from a new full snapshot", () => {
    const upload = vi.fn<RecordingUpload>(() => undefined);
    const snapshot = event(99_999);
    const buffer: ReturnType<typeof createRecorderBuffer> = createRecorderBuffer({
      upload,
      getToken: () => TOKEN,
      restart: () => buffer.push(snapshot, true),
    });
    for (const e of events(RECORDING_BUFFER_CAP + 1)) buffer.push(e);
    expect(buffer.size()).toBe(1);
    buffer.push(event(100_000));
    buffer.consentGiven();
    expect(upload).toHaveBeenCalledWith(TOKEN, [snapshot, event(100_000)]);
  });

  it("without a way to start over, caps the buffer by dropping the oldest events", () => {
    const { upload, buffer, pushAll } = setup();
    pushAll(events(RECORDING_BUFFER_CAP + 10));
    expect(buffer.size()).toBe(RECORDING_BUFFER_CAP);
    buffer.consentGiven();
    const sent = upload.mock.calls[0]?.[1] ?? [];
    expect(sent).toHaveLength(RECORDING_BUFFER_CAP);
    expect(sent[0]).toEqual(event(11));
  });

  it("passes keepalive only when asked", () => {
    const { buffer, upload, pushAll } = setup();
    pushAll(events(1));
    buffer.consentGiven();
    upload.mockClear();
    pushAll(events(2, 3));
    buffer.flush({ keepalive: true });
    expect(upload).toHaveBeenCalledWith(TOKEN, events(2, 3), { keepalive: true });
  });

  it("logs a failing upload instead of throwing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const rejecting = createRecorderBuffer({ upload: () => Promise.reject(new Error("down")), getToken: () => TOKEN });
    rejecting.push(event(1));
    expect(() => rejecting.consentGiven()).not.toThrow();
    const throwing = createRecorderBuffer({
      upload: () => {
        throw new Error("boom");
      },
      getToken: () => TOKEN,
    });
    throwing.push(event(1));
    expect(() => throwing.consentGiven()).not.toThrow();
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(rejecting.size()).toBe(0);
  });
});

describe("defaultRecordingUpload", () => {
  it("posts exactly { token, events } to /rrweb-recording", async () => {
    const { calls } = stubFetch();
    await defaultRecordingUpload(TOKEN, events(2));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/rrweb-recording");
    expect(calls[0]?.body).toEqual({ token: TOKEN, events: events(2) });
    expect(calls[0]?.keepalive).toBeFalsy();
  });

  it("uses keepalive on pagehide when the batch fits the browser's keepalive budget", async () => {
    const { calls } = stubFetch();
    await defaultRecordingUpload(TOKEN, events(2), { keepalive: true });
    expect(calls[0]?.keepalive).toBe(true);
    expect(calls[0]?.body).toEqual({ token: TOKEN, events: events(2) });
    const big = events(3000);
    await defaultRecordingUpload(TOKEN, big, { keepalive: true });
    expect(calls[1]?.keepalive).toBeFalsy();
    expect(calls[1]?.body).toEqual({ token: TOKEN, events: big });
  });
});

describe("startRecording", () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    stop();
    Reflect.deleteProperty(window.navigator, "webdriver");
  });

  /** A recorder on a lead session; `consented`: the visit gave consent before this page. */
  async function started(token: string | null = TOKEN, consented = false) {
    const store = createLeadSessionStore();
    if (token) store.getState().setToken(token);
    if (consented) store.getState().setAnswers({ tcpa_accepted: true });
    const upload = vi.fn<RecordingUpload>(() => undefined);
    stop = startRecording({ store, upload });
    await vi.waitFor(() => expect(rrweb.record).toHaveBeenCalledTimes(1));
    const options = rrweb.record.mock.calls[0]?.[0] as RecordOptions;
    return { store, upload, options, emit: options.emit };
  }

  it("records with every input masked, and the text of elements marked as personal", async () => {
    const { options } = await started();
    expect(options.maskAllInputs).toBe(true);
    expect(options.maskTextClass).toBe("rr-mask");
  });

  it("sends the buffer when the TCPA flag becomes set", async () => {
    const { store, upload, emit } = await started();
    emit(event(1));
    emit(event(2));
    expect(upload).not.toHaveBeenCalled();
    store.getState().setAnswers({ tcpa_accepted: true });
    // Not inside the consent step's own submit (the next step renders in that task), but soon after.
    expect(upload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(upload).toHaveBeenCalledWith(TOKEN, events(2)));
    // Already set: another answer is not a new consent.
    emit(event(3));
    store.getState().setAnswers({ zip: "94105" });
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("sends with keepalive on pagehide, once consent was given", async () => {
    const { upload, emit } = await started(TOKEN, true);
    // The first event after a consent given earlier goes at once; the rest wait for a reason.
    emit(event(1));
    upload.mockClear();
    emit(event(2));
    emit(event(3));
    window.dispatchEvent(new Event("pagehide"));
    expect(upload).toHaveBeenCalledWith(TOKEN, events(2, 2), { keepalive: true });
  });

  it("sends nothing on pagehide or stop before consent", async () => {
    const { upload, emit } = await started();
    emit(event(1));
    window.dispatchEvent(new Event("pagehide"));
    stop();
    expect(upload).not.toHaveBeenCalled();
  });

  it("stops rrweb, listeners and the subscription on stop, sending what is left", async () => {
    const { store, upload, emit } = await started(TOKEN, true);
    emit(event(1));
    upload.mockClear();
    emit(event(2));
    emit(event(3));
    stop();
    expect(rrweb.stop).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(TOKEN, events(2, 2));
    emit(event(4));
    window.dispatchEvent(new Event("pagehide"));
    store.getState().setAnswers({ zip: "94105" });
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("asks rrweb for a new full snapshot when the buffer before consent is full", async () => {
    const { emit } = await started();
    for (const e of events(RECORDING_BUFFER_CAP + 1)) emit(e);
    expect(rrweb.record.takeFullSnapshot).toHaveBeenCalledWith(true);
  });

  it("runs one recorder per page", async () => {
    await started();
    const second = startRecording({ store: createLeadSessionStore() });
    second();
    await Promise.resolve();
    expect(rrweb.record).toHaveBeenCalledTimes(1);
    expect(rrweb.stop).not.toHaveBeenCalled();
  });

  it("does nothing under the automated test runner", async () => {
    Object.defineProperty(window.navigator, "webdriver", { value: true, configurable: true });
    const upload = vi.fn<RecordingUpload>();
    stop = startRecording({ store: createLeadSessionStore(), upload });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rrweb.record).not.toHaveBeenCalled();
  });

  it("never starts rrweb when stopped before it loaded", async () => {
    const local = startRecording({ store: createLeadSessionStore() });
    local();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rrweb.record).not.toHaveBeenCalled();
  });
});
