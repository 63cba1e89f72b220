// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./http";
import { createSaveQueue, REJECTED_SAVES_KEY, SAVE_QUEUE_KEY, type SaveFields, saveRetryDelay } from "./saveQueue";

type Sent = { token: string; fields: SaveFields };

/** A send whose answers the test scripts: each call takes the next outcome (default success). */
function scriptedSend(outcomes: (Error | "ok")[] = []) {
  const sent: Sent[] = [];
  const send = vi.fn(async (token: string, fields: SaveFields) => {
    sent.push({ token, fields });
    const outcome = outcomes.shift() ?? "ok";
    if (outcome !== "ok") throw outcome;
    return {};
  });
  return { send, sent };
}

const stored = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[];
const refused = (status: number, body: unknown = { error: "Some fields are not valid.", fields: { zip: "Bad zip" } }) =>
  new ApiError("POST request failed!", status, body);
const offline = () => new TypeError("Failed to fetch");

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("enqueueSave", () => {
  it("returns at once and sends in the background, then forgets the item", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    expect(queue.enqueueSave("t1", { zip: "85001" })).toBeUndefined();
    expect(queue.pendingSaves()).toHaveLength(1);
    expect(stored(SAVE_QUEUE_KEY)).toHaveLength(1);
    await queue.whenSavesIdle();
    expect(sent).toEqual([{ token: "t1", fields: { zip: "85001" } }]);
    expect(queue.pendingSaves()).toEqual([]);
    expect(stored(SAVE_QUEUE_KEY)).toEqual([]);
  });

  it("merges consecutive saves for a token, but never into the one being sent", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.enqueueSave("t1", { zip: "85001" }); // in flight at once
    queue.enqueueSave("t1", { city: "Phoenix", street_address: "1 Main" });
    queue.enqueueSave("t1", { street_address: "2 Main", first_name: undefined });
    queue.enqueueSave("t2", { zip: "10001" });
    queue.enqueueSave("t1", { email: "a@b.co" });
    expect(queue.pendingSaves().map((item) => item.fields)).toEqual([
      { zip: "85001" },
      { city: "Phoenix", street_address: "2 Main" },
      { zip: "10001" },
      { email: "a@b.co" },
    ]);
    await queue.whenSavesIdle();
    expect(sent.map((item) => item.token)).toEqual(["t1", "t1", "t2", "t1"]);
  });

  it("ignores saves without a token or without fields", () => {
    const { send } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.enqueueSave("", { zip: "85001" });
    queue.enqueueSave("t1", { zip: undefined });
    expect(send).not.toHaveBeenCalled();
    expect(queue.pendingSaves()).toEqual([]);
  });
});

describe("answers before the token (enqueueAnswers, attachToken)", () => {
  it("holds answers while no token is known, in sessionStorage, and sends them merged once it is", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.enqueueAnswers({ zip: "85004" });
    queue.enqueueAnswers({ roof_shade: "none", first_name: undefined });
    queue.enqueueAnswers({ zip: "85005" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(queue.pendingSaves()).toEqual([
      expect.objectContaining({ token: null, fields: { zip: "85005", roof_shade: "none" } }),
    ]);
    expect(stored(SAVE_QUEUE_KEY)).toHaveLength(1);
    queue.attachToken("t1");
    await queue.whenSavesIdle();
    expect(sent).toEqual([{ token: "t1", fields: { zip: "85005", roof_shade: "none" } }]);
  });

  it("sends later answers under the attached token, after the held ones", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.enqueueAnswers({ zip: "85004" });
    queue.attachToken("t1"); // the held answers go into flight
    queue.enqueueAnswers({ first_name: "Ann" });
    queue.enqueueAnswers({ last_name: "Lee" });
    await queue.whenSavesIdle();
    expect(sent).toEqual([
      { token: "t1", fields: { zip: "85004" } },
      { token: "t1", fields: { first_name: "Ann", last_name: "Lee" } },
    ]);
  });

  it("sends nothing past held answers: a save queued with a token waits behind them", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.enqueueAnswers({ zip: "85004" });
    queue.enqueueSave("t1", { zip: "85005" });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).not.toHaveBeenCalled();
    queue.attachToken("t1");
    await queue.whenSavesIdle();
    expect(sent.map((item) => item.fields.zip)).toEqual(["85004", "85005"]);
  });

  it("whenSavesIdle waits for the token", async () => {
    const queue = createSaveQueue({ send: scriptedSend().send });
    queue.enqueueAnswers({ zip: "85004" });
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
    first.enqueueAnswers({ zip: "85004" });
    const { send, sent } = scriptedSend();
    const second = createSaveQueue({ send });
    second.flushSaveQueue();
    second.enqueueAnswers({ first_name: "Ann" });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).not.toHaveBeenCalled();
    second.attachToken("t1");
    await second.whenSavesIdle();
    expect(sent).toEqual([{ token: "t1", fields: { zip: "85004", first_name: "Ann" } }]);
  });

  it("holds answers again once the token is withdrawn (the session was reset)", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send });
    queue.attachToken("t1");
    queue.enqueueAnswers({ zip: "85004" });
    await queue.whenSavesIdle();
    queue.attachToken(null);
    queue.enqueueAnswers({ zip: "10001" });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    queue.attachToken("t2");
    await queue.whenSavesIdle();
    expect(sent).toEqual([
      { token: "t1", fields: { zip: "85004" } },
      { token: "t2", fields: { zip: "10001" } },
    ]);
  });
});

describe("failures", () => {
  it("retries a lost save with doubling delays, keeping it at the head", async () => {
    const { send, sent } = scriptedSend([offline(), refused(503), refused(429), refused(408)]);
    const queue = createSaveQueue({ send });
    queue.enqueueSave("t1", { zip: "85001" });
    await vi.advanceTimersByTimeAsync(0);
    queue.enqueueSave("t1", { city: "Phoenix" }); // merged into the waiting head
    queue.enqueueSave("t2", { zip: "10001" });
    expect(queue.getSaveQueueSnapshot().retrying).toBe(true);
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
    expect(sent[4]?.fields).toEqual({ zip: "85001", city: "Phoenix" });
    expect(queue.pendingSaves()).toEqual([]);
    expect(queue.rejectedSaves()).toEqual([]);
  });

  it("waits at most 30 s between tries and never gives up", async () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(saveRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    const { send, sent } = scriptedSend(Array.from({ length: 20 }, offline));
    const queue = createSaveQueue({ send });
    queue.enqueueSave("t1", { zip: "85001" });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000 + 30000 * 14);
    expect(sent).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(30000);
    expect(sent).toHaveLength(21);
    expect(queue.pendingSaves()).toEqual([]);
  });

  it("sets a refused save aside with the server's message and goes on with the next", async () => {
    const { send, sent } = scriptedSend([refused(422)]);
    const queue = createSaveQueue({ send });
    queue.enqueueSave("t1", { zip: "1" });
    queue.enqueueSave("t2", { zip: "85001" });
    await queue.whenSavesIdle();
    expect(sent).toHaveLength(2);
    expect(queue.pendingSaves()).toEqual([]);
    expect(queue.rejectedSaves()).toEqual([
      expect.objectContaining({
        token: "t1",
        fields: { zip: "1" },
        status: 422,
        error: "Some fields are not valid.",
        problems: { zip: "Bad zip" },
      }),
    ]);
    expect(stored(REJECTED_SAVES_KEY)).toHaveLength(1);
  });

  it("keeps the error message when a refusal has no JSON body", async () => {
    const { send } = scriptedSend([refused(404, "Not Found")]);
    const queue = createSaveQueue({ send });
    queue.enqueueSave("t1", { zip: "85001" });
    await queue.whenSavesIdle();
    expect(queue.rejectedSaves()[0]).toMatchObject({ status: 404, error: "POST request failed!", problems: {} });
  });

  it("lets the UI dismiss a rejected save", async () => {
    const { send } = scriptedSend([refused(422)]);
    const queue = createSaveQueue({ send });
    queue.enqueueSave("t1", { zip: "1" });
    await queue.whenSavesIdle();
    const [rejected] = queue.rejectedSaves();
    queue.dismissRejectedSave(rejected?.id ?? "");
    expect(queue.rejectedSaves()).toEqual([]);
    expect(stored(REJECTED_SAVES_KEY)).toEqual([]);
  });
});

describe("page reloads", () => {
  it("a new page resumes the saves left in sessionStorage, in order", async () => {
    const first = createSaveQueue({ send: scriptedSend(Array.from({ length: 5 }, offline)).send });
    first.enqueueSave("t1", { zip: "85001" });
    first.enqueueSave("t2", { zip: "10001" });
    await vi.advanceTimersByTimeAsync(0);
    // The page goes away; the next one reads the same sessionStorage.
    const { send, sent } = scriptedSend();
    const second = createSaveQueue({ send });
    expect(second.pendingSaves().map((item) => item.token)).toEqual(["t1", "t2"]);
    expect(send).not.toHaveBeenCalled();
    second.flushSaveQueue();
    await second.whenSavesIdle();
    expect(sent.map((item) => item.token)).toEqual(["t1", "t2"]);
  });

  it("keeps rejected saves across reloads", async () => {
    const first = createSaveQueue({ send: scriptedSend([refused(422)]).send });
    first.enqueueSave("t1", { zip: "1" });
    await first.whenSavesIdle();
    expect(createSaveQueue({ send: scriptedSend().send }).rejectedSaves()).toHaveLength(1);
  });

  it("flushSaveQueue retries at once while waiting (e.g. back online)", async () => {
    const { send, sent } = scriptedSend([offline(), offline(), offline()]);
    const queue = createSaveQueue({ send });
    queue.enqueueSave("t1", { zip: "85001" });
    await vi.advanceTimersByTimeAsync(0);
    queue.flushSaveQueue();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
  });

  it("works from memory when sessionStorage is unavailable", async () => {
    const { send, sent } = scriptedSend();
    const queue = createSaveQueue({ send, storage: () => undefined });
    queue.enqueueSave("t1", { zip: "85001" });
    await queue.whenSavesIdle();
    expect(sent).toHaveLength(1);
  });
});

describe("subscribeSaves", () => {
  it("reports each change with a snapshot that stays the same object between changes", async () => {
    const { send } = scriptedSend();
    const queue = createSaveQueue({ send });
    const seen: number[] = [];
    const unsubscribe = queue.subscribeSaves((snapshot) => seen.push(snapshot.pending.length));
    queue.enqueueSave("t1", { zip: "85001" });
    expect(queue.getSaveQueueSnapshot()).toBe(queue.getSaveQueueSnapshot());
    await queue.whenSavesIdle();
    unsubscribe();
    queue.enqueueSave("t1", { zip: "85002" });
    expect(seen).toEqual([1, 0]);
  });
});
