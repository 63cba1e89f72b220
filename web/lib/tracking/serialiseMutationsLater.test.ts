// @vitest-environment jsdom
import { record } from "rrweb";
import { afterEach, describe, expect, it } from "vitest";
import { MUTATIONS_RELEASED_TAG, recordSerialisingLater } from "./serialiseMutationsLater";

type Event = { type: number; data?: { source?: number; tag?: string; adds?: { node: { attributes?: object } }[] } };

/** rrweb's incremental snapshot of source Mutation. */
const isMutation = (event: Event) => event.type === 3 && event.data?.source === 0;
const addsId = (event: Event, id: string) =>
  isMutation(event) && (event.data?.adds ?? []).some((add) => JSON.stringify(add.node.attributes ?? {}).includes(id));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 20));

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = "";
});

/** Real rrweb, started through recordSerialisingLater; stopped after the test. */
function startRecording() {
  const events: Event[] = [];
  const recording = recordSerialisingLater(record, { emit: (event) => events.push(event as Event) });
  if (!recording) throw new Error("rrweb did not start");
  stop = recording.stop;
  return { events, recording };
}

describe("recordSerialisingLater", () => {
  it("serialises a commit's new nodes in a later task, not in the commit's own", async () => {
    const { events } = startRecording();
    const added = document.createElement("section");
    added.id = "listing-1";
    document.body.append(added);
    // The commit's task ends: its microtasks (both observers) have run.
    await Promise.resolve();
    await Promise.resolve();
    expect(events.some((event) => addsId(event, "listing-1"))).toBe(false);
    await nextTask();
    const mutation = events.findIndex((event) => addsId(event, "listing-1"));
    expect(mutation).toBeGreaterThan(-1);
    // The release comes after the mutations it let out, so a replay sees the node first.
    const released = events.findIndex((event) => event.type === 5 && event.data?.tag === MUTATIONS_RELEASED_TAG);
    expect(released).toBeGreaterThan(mutation);
  });

  it("lets out what it holds when released (a flush on pagehide) and when stopped", async () => {
    const { events, recording } = startRecording();
    const first = document.createElement("p");
    first.id = "before-pagehide";
    document.body.append(first);
    await Promise.resolve();
    recording.release();
    expect(events.some((event) => addsId(event, "before-pagehide"))).toBe(true);

    const second = document.createElement("p");
    second.id = "before-stop";
    document.body.append(second);
    await Promise.resolve();
    recording.stop();
    stop = () => {};
    expect(events.some((event) => addsId(event, "before-stop"))).toBe(true);
    // Stopped: later changes are neither recorded nor do they throw.
    const after = document.createElement("p");
    after.id = "after-stop";
    document.body.append(after);
    await nextTask();
    expect(events.some((event) => addsId(event, "after-stop"))).toBe(false);
  });

  it("leaves attribute changes to rrweb's own timing", async () => {
    const target = document.createElement("div");
    document.body.append(target);
    const { events } = startRecording();
    target.setAttribute("data-state", "open");
    await Promise.resolve();
    await Promise.resolve();
    expect(events.some((event) => isMutation(event) && JSON.stringify(event.data).includes("data-state"))).toBe(true);
  });
});
