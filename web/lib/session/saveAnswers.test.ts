// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAVE_QUEUE_KEY } from "@/lib/api/saveQueue";
import type { ConsentShown, CustomerInitAnswer, Insights, Lead } from "@/lib/api/types";
import type { Answers } from "@/lib/leadFields/types";
import { createAnswerSaver } from "./saveAnswers";
import { type SessionApi, startSession } from "./startSession";
import { createLeadSessionStore, type LeadSessionStore } from "./store";

/**
 * Issue 7 item 3: no answer is lost while the lead has no token. The real session store, save
 * queue and session start run together over jsdom's sessionStorage; only the backend (the
 * `api` calls and the queue's `send`) is faked.
 */

const TOKEN = "new_token_0123456789";
const INIT_MS = 3000;
const SAVE_MS = 500;

type Sent = { at: number; token: string; fields: Answers };

/** One backend for every page of the visit: customer_init takes 3 s and fails `failures` times. */
function backend(failures: number) {
  const initCalls: number[] = [];
  const sent: Sent[] = [];
  const api: SessionApi = {
    customerInit: async () => {
      initCalls.push(Date.now());
      const failed = initCalls.length <= failures;
      // Both ways customer_init fails: the request itself, and an answer without a token.
      const kind = initCalls.length % 2;
      await new Promise((resolve) => setTimeout(resolve, INIT_MS));
      if (failed && kind === 1) throw new Error("POST request failed!");
      if (failed) return {};
      return { token: TOKEN, customer_id: "c-1", experiments: {}, landing_params: {} } as CustomerInitAnswer;
    },
    loadLeadByToken: async () => ({}) as Lead,
    fetchInsights: async () => ({ provider: "APS" }) as Insights,
  };
  const send = async (token: string, fields: Answers) => {
    const at = Date.now();
    await new Promise((resolve) => setTimeout(resolve, SAVE_MS));
    sent.push({ at, token, fields });
  };
  return { api, send, initCalls, sent };
}

/** A page of the funnel: its own store (read from sessionStorage), queue and session start. */
function openPage(api: SessionApi, send: (token: string, fields: Answers) => Promise<unknown>) {
  const store: LeadSessionStore = createLeadSessionStore({ skipHydration: true });
  const saver = createAnswerSaver(store, { send });
  const life = new AbortController();
  saver.flushSaveQueue();
  let ready = false;
  const input = { pageKind: "leadGen", category: "solar", flowType: "/savings", query: {} } as const;
  void startSession({ ...input, api, store, signal: life.signal }).then(() => {
    ready = true;
  });
  return {
    store,
    saver,
    answer: saver.saveAnswers,
    isReady: () => ready,
    close() {
      life.abort();
      saver.disconnect();
    },
  };
}

/** The save queue as the next page would find it in sessionStorage. */
const storedQueue = () => JSON.parse(sessionStorage.getItem(SAVE_QUEUE_KEY) ?? "[]") as Record<string, unknown>[];

/** Every answer the backend received, in the order it received them. */
const received = (sent: Sent[]) => sent.flatMap(({ fields }) => Object.entries(fields));

const initErrors = (logs: ReturnType<typeof vi.spyOn>) =>
  logs.mock.calls.filter((call: unknown[]) => call[0] === "Error initializing customer").length;

let logs: ReturnType<typeof vi.spyOn>;
let pages: { close(): void }[];
beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
  logs = vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  pages = [];
});
afterEach(() => {
  for (const page of pages) page.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const at = async (time: number, t0: number) => {
  await vi.advanceTimersByTimeAsync(t0 + time - Date.now());
};

describe("answers given before the lead has a token", () => {
  it("customer_init taking 3 s and failing twice: every answer arrives once, in order, with the token", async () => {
    const { api, send, initCalls, sent } = backend(2);
    const t0 = Date.now();
    const page = openPage(api, send);
    pages.push(page);

    page.answer({ q1_before: "a" }); // before customer_init answers
    await at(1000, t0);
    page.answer({ q2_first_attempt: "b" });
    expect(page.isReady()).toBe(false);
    await at(INIT_MS, t0); // first attempt fails (request error): the page stops waiting
    expect(page.isReady()).toBe(true);
    expect(page.store.getState()).toMatchObject({ token: null, loading: false });
    page.answer({ q3_between: "c" });
    await at(5000, t0); // second attempt, started 1 s after the first failed
    page.answer({ q4_second_attempt: "d" });
    await at(10_000, t0); // third attempt, 2 s after the second failed (no token)
    page.answer({ q5_third_attempt: "e" });
    expect(sent).toEqual([]);
    expect(storedQueue()).toEqual([expect.objectContaining({ token: null })]);

    await at(12_000, t0); // the third attempt answers: the held answers leave at once
    expect(page.store.getState().token).toBe(TOKEN);
    await at(12_100, t0);
    page.answer({ q6_while_sending: "f" }); // not merged into the save in flight
    page.answer({ q7_while_sending: "g" });
    await at(20_000, t0);
    page.answer({ q8_after: "h" });
    await vi.advanceTimersByTimeAsync(SAVE_MS);

    expect(initCalls.map((time) => time - t0)).toEqual([0, 4000, 9000]);
    expect(initErrors(logs)).toBe(2);
    expect(received(sent)).toEqual([
      ["q1_before", "a"],
      ["q2_first_attempt", "b"],
      ["q3_between", "c"],
      ["q4_second_attempt", "d"],
      ["q5_third_attempt", "e"],
      ["q6_while_sending", "f"],
      ["q7_while_sending", "g"],
      ["q8_after", "h"],
    ]);
    expect(sent.map(({ at, token }) => [at - t0, token])).toEqual([
      [12_000, TOKEN],
      [12_500, TOKEN],
      [20_000, TOKEN],
    ]);
    // The session's one record: every answer, and the utility the IP lookup found (not sent: the server has it).
    expect(page.store.getState().answers).toEqual({ ...Object.fromEntries(received(sent)), provider: "APS" });

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(initCalls).toHaveLength(3);
    expect(sent).toHaveLength(3);
    expect(page.saver.hasPendingSaves()).toBe(false);
  });

  it("a reload in the middle loses nothing and sends nothing twice", async () => {
    const { api, send, initCalls, sent } = backend(3);
    const t0 = Date.now();
    const first = openPage(api, send);
    pages.push(first);
    first.answer({ q1: "a" });
    await at(1000, t0);
    first.answer({ q2: "b" });
    await at(5000, t0); // the second attempt is in flight
    first.answer({ q3: "c" });
    await at(5500, t0);

    // Reload: the first page is gone mid-attempt; the next one reads the same sessionStorage.
    first.close();
    expect(storedQueue()).toEqual([expect.objectContaining({ token: null, answers: ["q1", "q2", "q3"] })]);
    const second = openPage(api, send);
    pages.push(second);
    await at(6000, t0);
    expect(second.saver.hasPendingSaves()).toBe(true);
    second.answer({ q4: "d" });
    await at(10_000, t0); // the second page's first attempt failed at 8.5 s; its retry runs
    second.answer({ q5: "e" });
    await at(12_500, t0); // ...and answers
    expect(second.store.getState().token).toBe(TOKEN);
    await at(14_000, t0);
    second.answer({ q6: "f" });
    await vi.advanceTimersByTimeAsync(SAVE_MS);
    await vi.advanceTimersByTimeAsync(10 * 60_000);

    expect(initCalls.map((time) => time - t0)).toEqual([0, 4000, 5500, 9500]);
    // The first page's second attempt was abandoned with the page: only the second page's failure counts.
    expect(initErrors(logs)).toBe(2);
    expect(received(sent)).toEqual([
      ["q1", "a"],
      ["q2", "b"],
      ["q3", "c"],
      ["q4", "d"],
      ["q5", "e"],
      ["q6", "f"],
    ]);
    expect(sent.every(({ token }) => token === TOKEN)).toBe(true);
    expect(second.store.getState().answers).toEqual({
      q1: "a",
      q2: "b",
      q3: "c",
      q4: "d",
      q5: "e",
      q6: "f",
      provider: "APS",
    });
    expect(first.store.getState().token).toBeNull();
  });

  it("answers on a page whose session already has a token go out at once", async () => {
    createLeadSessionStore().getState().setToken(TOKEN); // an earlier page
    const { api, send, initCalls, sent } = backend(0);
    const t0 = Date.now();
    const page = openPage(api, send);
    pages.push(page);
    await vi.advanceTimersByTimeAsync(0);
    page.answer({ zip: "85004" });
    await vi.advanceTimersByTimeAsync(SAVE_MS);
    expect(initCalls).toEqual([]);
    expect(sent).toEqual([{ at: t0, token: TOKEN, fields: { zip: "85004" } }]);
    expect(page.store.getState()).toMatchObject({ token: TOKEN, answers: { zip: "85004" } });
  });
});

describe("one answer, kept once (issue 60)", () => {
  type Posted = { token: string; answers: Answers; consent?: ConsentShown };
  const pageWithToken = () => {
    const store = createLeadSessionStore();
    store.getState().setToken(TOKEN);
    const posted: Posted[] = [];
    const saver = createAnswerSaver(store, {
      send: async (token, answers, consent) => {
        posted.push({ token, answers, ...(consent ? { consent } : {}) });
      },
    });
    pages.push({ close: saver.disconnect });
    return { store, saver, posted };
  };

  it("sends the session's answer: spec 3's rules applied, the stored form left to the server", async () => {
    const { store, saver, posted } = pageWithToken();
    saver.saveAnswers({ zip: "85004", city: "Phoenix", state: "arizona", stateFullName: "Arizona" });
    saver.saveAnswers({ phone: "480.555.0142", first_name: " Maria ", street_address: " ", phone_verified: true });
    await saver.whenSavesIdle();
    // The state's name became its code, a blank street address "" (spec 3); the session's and the
    // server's own fields (stateFullName, phone_verified) are not sent; nothing else is changed.
    expect(posted).toEqual([
      { token: TOKEN, answers: { zip: "85004", city: "Phoenix", state: "AZ" } },
      { token: TOKEN, answers: { phone: "480.555.0142", first_name: " Maria ", street_address: "" } },
    ]);
    expect(store.getState().answers).toMatchObject({ state: "AZ", stateFullName: "Arizona", street_address: "" });
  });

  it("sends the consent shown beside the answers, never as an answer of the session", async () => {
    const { store, saver, posted } = pageWithToken();
    const consent = { tcpa_consent_text: "Call me at (480) 555-0142.", tcpa_consent_version: "2026-10-01" };
    saver.saveAnswers({ phone: "(480) 555-0142", tcpa_accepted: true }, consent);
    await saver.whenSavesIdle();
    expect(posted).toEqual([{ token: TOKEN, answers: { phone: "(480) 555-0142", tcpa_accepted: true }, consent }]);
    expect(Object.keys(store.getState().answers).sort()).toEqual(["phone", "tcpa_accepted"]);
  });

  it("keeps an answer's value in sessionStorage once: in the session, not in the save queue", () => {
    const store = createLeadSessionStore();
    const saver = createAnswerSaver(store, { send: async () => {} });
    pages.push({ close: saver.disconnect });
    saver.saveAnswers({ first_name: "Maria", zip: "85004" }); // no token yet: held
    expect(storedQueue()).toEqual([expect.objectContaining({ answers: ["first_name", "zip"] })]);
    const everything = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? "");
    expect(everything.filter((text) => text.includes("Maria"))).toHaveLength(1);
  });
});

describe("an answer before the page has read its saved session (a tap while the page hydrates)", () => {
  it("goes on top of the saved session: its earlier answers and token are kept, in the page and in sessionStorage", () => {
    const earlier = createLeadSessionStore();
    earlier.getState().setAnswers({ zip: "85001", homeowner_renter: "renter" });
    earlier.getState().setToken(TOKEN);
    // The next page's store has not read sessionStorage yet (the session start does that).
    const page = createLeadSessionStore({ skipHydration: true });
    const saver = createAnswerSaver(page, { send: async () => {} });
    saver.saveAnswers({ homeowner_renter: "homeowner" });
    expect(page.getState().answers).toMatchObject({ zip: "85001", homeowner_renter: "homeowner" });
    expect(page.getState().token).toBe(TOKEN);
    const reread = createLeadSessionStore();
    expect(reread.getState().answers).toMatchObject({ zip: "85001", homeowner_renter: "homeowner" });
    expect(reread.getState().token).toBe(TOKEN);
    saver.disconnect();
  });
});
