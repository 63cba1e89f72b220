// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryDelay } from "./backoff";
import { ApiError } from "./http";
import { createSaveQueue, type OwedSave, SAVE_QUEUE_KEY } from "./saveQueue";

type Sent = { token: string } & OwedSave;

/** A send whose answers the test scripts: each call takes the next outcome (default success). */
function scriptedSend(outcomes: (Error | "ok")[] = []) {
  const sent: Sent[] = [];
  const send = vi.fn(async (token: string, save: OwedSave) => {
    sent.push({ token, ...save });
    const outcome = outcomes.shift() ?? "ok";
    if (outcome !== "ok") throw outcome;
    return {};
  });
  return { send, sent };
}

const stored = () => JSON.parse(sessionStorage.getItem(SAVE_QUEUE_KEY) ?? "[]") as Record<string, unknown>[];
const refused = (status: number, body: unknown = { error: "Some fields are not valid.", fields: { zip: "Bad zip" } }) =>
  new ApiError("POST request failed!", status, body);
const offline = () => new TypeError("Failed to fetch");
const names = (sent: Sent[]) => sent.map(({ token, answers }) => [token, answers]);

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("enqueue", () => {
  it("returns at once and sends in the background, then forgets the item", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.attachToken("t1");
    expect(queue.enqueue(["zip"])).toBeUndefined();
    expect(queue.hasPendingSaves()).toBe(true);
    expect(stored()).toEqual([expect.objectContaining({ token: "t1", answers: ["zip"] })]);
    await queue.whenSavesIdle();
    expect(names(sent)).toEqual([["t1", ["zip"]]]);
    expect(queue.hasPendingSaves()).toBe(false);
    expect(stored()).toEqual([]);
  });

  it("keeps answers by name only: their values stay in the session", () => {
    const queue = createSaveQueue({ send: scriptedSend().send });
    queue.enqueue(["zip", "city"]);
    expect(sessionStorage.getItem(SAVE_QUEUE_KEY)).not.toMatch(/85|Phoenix/);
    expect(Object.keys(stored()[0] ?? {}).sort()).toEqual(["answers", "id", "token"]);
  });

  it("merges consecutive saves for a token, but never into the one being sent", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.attachToken("t1");
    queue.enqueue(["zip"]); // in flight at once
    queue.enqueue(["city", "street_address"]);
    queue.enqueue(["street_address", "first_name"]);
    queue.attachToken("t2");
    queue.enqueue(["zip"]);
    queue.attachToken("t1");
    queue.enqueue(["email"]);
    await queue.whenSavesIdle();
    expect(names(sent)).toEqual([
      ["t1", ["zip"]],
      ["t1", ["city", "street_address", "first_name"]],
      ["t2", ["zip"]],
      ["t1", ["email"]],
    ]);
  });

  it("carries the consent shown with the answers it goes with, the later one winning when saves merge", async () => {
    const { send, sent } = scriptedSend([offline()]);
    const queue = createSaveQueue({ send });
    queue.attachToken("t1");
    queue.enqueue(["zip"]); // fails once: the next saves merge into it while it waits
    await vi.advanceTimersByTimeAsync(0);
    const first = { tcpa_consent_text: "Call me at (480) 555-0142.", tcpa_consent_version: "2026-10-01" };
    const second = { tcpa_consent_text: "Call me at (480) 555-0199.", tcpa_consent_version: "2026-10-01" };
    queue.enqueue(["phone", "tcpa_accepted"], first);
    queue.enqueue(["phone", "tcpa_accepted"], second);
    queue.enqueue(["email"]);
    await vi.advanceTimersByTimeAsync(1000);
    await queue.whenSavesIdle();
    expect(sent.at(-1)).toEqual({ token: "t1", answers: ["zip", "phone", "tcpa_accepted", "email"], consent: second });
  });

  it("ignores a save without answers", () => {
    const { send } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.attachToken("t1");
    queue.enqueue([]);
    expect(send).not.toHaveBeenCalled();
    expect(queue.hasPendingSaves()).toBe(false);
  });
});

describe("answers before the token (attachToken)", () => {
  it("holds answers while no token is known, in sessionStorage, and sends them merged once it is", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.enqueue(["zip"]);
    queue.enqueue(["roof_shade"]);
    queue.enqueue(["zip"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(stored()).toEqual([expect.objectContaining({ token: null, answers: ["zip", "roof_shade"] })]);
    queue.attachToken("t1");
    await queue.whenSavesIdle();
    expect(names(sent)).toEqual([["t1", ["zip", "roof_shade"]]]);
  });

  it("sends later answers under the attached token, after the held ones", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.enqueue(["zip"]);
    queue.attachToken("t1"); // the held answers go into flight
    queue.enqueue(["first_name"]);
    queue.enqueue(["last_name"]);
    await queue.whenSavesIdle();
    expect(names(sent)).toEqual([
      ["t1", ["zip"]],
      ["t1", ["first_name", "last_name"]],
    ]);
  });

  it("whenSavesIdle waits for the token", async () => {
    const queue = createSaveQueue({ send: scriptedSend().send });
    queue.enqueue(["zip"]);
    let idle = false;
    void queue.whenSavesIdle().then(() => {
      idle = true;
    });
    queue.flushSaveQueue();
    await vi.advanceTimersByTimeAsync(1000);
    expect(idle).toBe(false);
    queue.attachToken("t1");
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(true);
  });

  it("a new page sends the answers an earlier page held, once the token is attached there", async () => {
    const first = createSaveQueue({ send: scriptedSend().send });
    first.enqueue(["zip"]);
    const { send, sent } = scriptedSend();
    const second = createSaveQueue({ send });
    second.flushSaveQueue();
    second.enqueue(["first_name"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).not.toHaveBeenCalled();
    second.attachToken("t1");
    await second.whenSavesIdle();
    expect(names(sent)).toEqual([["t1", ["zip", "first_name"]]]);
  });

  it("holds answers again once the token is withdrawn (the session was reset)", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.attachToken("t1");
    queue.enqueue(["zip"]);
    await queue.whenSavesIdle();
    queue.attachToken(null);
    queue.enqueue(["city"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    queue.attachToken("t2");
    await queue.whenSavesIdle();
    expect(names(sent)).toEqual([
      ["t1", ["zip"]],
      ["t2", ["city"]],
    ]);
  });
});

describe("failures", () => {
  it("retries a lost save with doubling delays, keeping it at the head", async () => {
    const { send, sent } = scriptedSend([offline(), refused(503), refused(429), refused(408)]);
    const queue = createSaveQueue({ send });
    queue.attachToken("t1");
    queue.enqueue(["zip"]);
    await vi.advanceTimersByTimeAsync(0);
    queue.enqueue(["city"]); // merged into the waiting head
    queue.attachToken("t2");
    queue.enqueue(["zip"]);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000); // 2 s
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000); // 4 s
    expect(sent).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(8000); // 8 s, then success and the next item
    expect(sent.map((item) => item.token)).toEqual(["t1", "t1", "t1", "t1", "t1", "t2"]);
    expect(sent[4]?.answers).toEqual(["zip", "city"]);
    expect(queue.hasPendingSaves()).toBe(false);
  });

  it("waits at most 30 s between tries and never gives up", async () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    const { send, sent } = scriptedSend(Array.from({ length: 20 }, offline));
    const queue = createSaveQueue({ send });
    queue.attachToken("t1");
    queue.enqueue(["zip"]);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000 + 30000 * 14);
    expect(sent).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(30000);
    expect(sent).toHaveLength(21);
    expect(queue.hasPendingSaves()).toBe(false);
  });

  it("logs a refused save with the server's answer, drops it and goes on with the next", async () => {
    const { send, sent } = scriptedSend([refused(422)]);
    const queue = createSaveQueue({ send });
    queue.attachToken("t1");
    queue.enqueue(["zip"]);
    queue.attachToken("t2");
    queue.enqueue(["zip"]);
    await queue.whenSavesIdle();
    expect(names(sent)).toEqual([
      ["t1", ["zip"]],
      ["t2", ["zip"]],
    ]);
    expect(console.error).toHaveBeenCalledWith("[saveQueue] the server refused a save (422)", {
      error: "Some fields are not valid.",
      fields: { zip: "Bad zip" },
    });
    expect(queue.hasPendingSaves()).toBe(false);
    expect(stored()).toEqual([]);
  });
});

describe("page reloads", () => {
  it("a new page resumes the saves left in sessionStorage, in order", async () => {
    const first = createSaveQueue({ send: scriptedSend(Array.from({ length: 5 }, offline)).send });
    first.attachToken("t1");
    first.enqueue(["zip"]);
    first.attachToken("t2");
    first.enqueue(["zip"]);
    await vi.advanceTimersByTimeAsync(0);
    // The page goes away; the next one reads the same sessionStorage.
    const { send, sent } = scriptedSend();
    const second = createSaveQueue({ send });
    expect(second.hasPendingSaves()).toBe(true);
    expect(send).not.toHaveBeenCalled();
    second.flushSaveQueue();
    await second.whenSavesIdle();
    expect(sent.map((item) => item.token)).toEqual(["t1", "t2"]);
  });

  it("sends the saves a page from before issue 60 left with their values, by name", async () => {
    sessionStorage.setItem(
      SAVE_QUEUE_KEY,
      JSON.stringify([
        { id: "a", token: "t1", fields: { zip: "85001", city: "Phoenix" }, queuedAt: 1 },
        { id: "b", token: null, fields: { email: "a@b.co" }, queuedAt: 2 },
        { broken: true },
      ]),
    );
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.attachToken("t1");
    await queue.whenSavesIdle();
    expect(names(sent)).toEqual([
      ["t1", ["zip", "city"]],
      ["t1", ["email"]],
    ]);
  });

  it("flushSaveQueue retries at once while waiting (e.g. back online)", async () => {
    const { send, sent } = scriptedSend([offline(), offline(), offline()]);
    const queue = createSaveQueue({ send });
    queue.attachToken("t1");
    queue.enqueue(["zip"]);
    await vi.advanceTimersByTimeAsync(0);
    queue.flushSaveQueue();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
  });

  it("works from memory when sessionStorage is unavailable", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send, storage: () => undefined });
    queue.attachToken("t1");
    queue.enqueue(["zip"]);
    await queue.whenSavesIdle();
    expect(sent).toHaveLength(1);
  });
});

describe("subscribeSaves", () => {
  it("reports each change until unsubscribed", async () => {
    const queue = createSaveQueue({ send: scriptedSend().send });
    queue.attachToken("t1");
    const seen: boolean[] = [];
    const unsubscribe = queue.subscribeSaves(() => seen.push(queue.hasPendingSaves()));
    queue.enqueue(["zip"]);
    await queue.whenSavesIdle();
    unsubscribe();
    queue.enqueue(["city"]);
    expect(seen).toEqual([true, false]);
  });
});
