import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDatasetFile } from "@/lib/content/embeddedDataset";
import { publishSignatureHeader } from "@/lib/content/publishSignature";
import { get } from "./support/request";
import { webDir } from "./support/serverProcess";

/**
 * Issue 59 item 4: `npm run start:cluster` (Lake stand-in, Postgres, Redis, two servers on their
 * own build copies, Varnish in front), a publish written to the Lake's file, the signed webhook
 * sent to the balancer, and every address serving the change within 5 s.
 */
const BALANCER = "http://127.0.0.1:3100";
const SERVERS = ["http://127.0.0.1:3101", "http://127.0.0.1:3102"];
const host = "sunsaverprogram.com";
const page = "/legal/do-not-call-policy";
const BEFORE = "How to Ask Us Not to Call or Text You";
const AFTER = "How to Ask Us to Stop Calling or Texting You";
const secret = randomBytes(16).toString("hex");

const folder = mkdtempSync(join(tmpdir(), "homefront-cluster-test-"));
const datasetFile = join(folder, "production.ndjson");
let cluster: ChildProcess;
let output = "";

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

beforeAll(async () => {
  copyFileSync(findDatasetFile(webDir), datasetFile);
  const { DATABASE_URL: _ownDatabase, ...env } = process.env;
  cluster = spawn("npm", ["run", "start:cluster", "--", "--dataset", datasetFile], {
    cwd: join(webDir, ".."),
    env: { ...env, SANITY_REVALIDATE_SECRET: secret, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  cluster.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  cluster.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 240_000;
  while (!output.includes("[cluster] ready")) {
    if (cluster.exitCode !== null) throw new Error(`start:cluster ended with ${cluster.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`start:cluster was not ready in 240 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 300_000);

afterAll(async () => {
  if (cluster?.pid && cluster.exitCode === null) {
    try {
      process.kill(-cluster.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  rmSync(folder, { recursive: true, force: true });
});

/** Polls `base` until the page carries `text`; the time it took, or null past `withinMs`. */
async function seen(base: string, text: string, since: number, withinMs: number): Promise<number | null> {
  for (;;) {
    const answer = await get(base, page, host);
    if (answer.status === 200 && answer.body.includes(text)) return performance.now() - since;
    if (performance.now() - since > withinMs) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the production shape on one machine (issue 59)", () => {
  it("serves the page from every server and from the balancer's cache", async () => {
    for (const base of [...SERVERS, BALANCER]) {
      const answer = await get(base, page, host);
      expect(answer.status, base).toBe(200);
      expect(answer.body, base).toContain(BEFORE);
    }
    const again = await get(BALANCER, page, host);
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(String(again.headers["cache-control"])).toMatch(/s-maxage=\d, stale-while-revalidate=\d+/);
  });

  it("is ready through the balancer with the database, the shared cache and the Lake", async () => {
    const ready = await fetch(`${BALANCER}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", parts: { database: "ok", cache: "ok", content: "ok" } });
  });

  it("shows a publish on 3101, 3102 and 3100 within 5 s of the signed webhook sent to the balancer", async () => {
    writeFileSync(datasetFile, readFileSync(datasetFile, "utf8").replace(`"text":"${BEFORE}"`, `"text":"${AFTER}"`));
    const body = JSON.stringify({ _type: "legalPage" });
    const started = performance.now();
    const reply = await fetch(`${BALANCER}/api/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", "sanity-webhook-signature": publishSignatureHeader(body, secret) },
      body,
    });
    expect(reply.status).toBe(200);
    const times = await Promise.all([...SERVERS, BALANCER].map((base) => seen(base, AFTER, started, 5_000)));
    expect(
      times.every((time) => time !== null),
      `ms to the change on 3101, 3102, 3100: ${times.join(", ")}`,
    ).toBe(true);
    console.info(`[cluster test] publish visible after ${times.map((time) => Math.round(time ?? -1)).join(", ")} ms`);
  });

  it("serves metrics on each server's own port, not through the balancer", async () => {
    const metrics = await fetch("http://127.0.0.1:3121/metrics").then((response) => response.text());
    expect(metrics).toMatch(/homefront_http_requests_total\{kind="page",status="2xx"\} \d+/);
    expect(metrics).toContain("homefront_outbox_backlog 0");
    expect(metrics).toContain("process_cpu_seconds_total");
    expect((await get(BALANCER, "/metrics", host)).body).not.toContain("homefront_http_requests_total");
  });

  it("stops every part on SIGTERM", async () => {
    // The script's own process (npm does not pass a SIGTERM on to the script it runs).
    const pid = Number(/\[cluster\] ready \(pid (\d+)\)/.exec(output)?.[1]);
    expect(pid).toBeGreaterThan(0);
    const ended = new Promise((resolve) => cluster.once("exit", resolve));
    process.kill(pid, "SIGTERM");
    await ended;
    expect(output).not.toContain("stopping everything");
    const deadline = Date.now() + 20_000;
    let open: number[] = [];
    do {
      open = [];
      for (const port of [3100, 3101, 3102, 3121, 3122, 3197, 3198, 3199]) if (await listening(port)) open.push(port);
      if (open.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } while (Date.now() < deadline);
    expect(open).toEqual([]);
  });
});
