import { randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { visitor } from "./support/accounts";
import { client, completeLead, consentFor, newCustomer, post } from "./support/api";
import { type RedisProcess, startRedis } from "./support/redisProcess";
import { get } from "./support/request";
import { type RunningServer, startServer } from "./support/serverProcess";

const baseUrl = inject("baseUrl");
const metricsUrl = inject("metricsUrl");
const host = "sunsaverprogram.com";

/** The value of one series in Prometheus' text format (0 when absent). */
async function metric(series: string): Promise<number> {
  const text = await fetch(metricsUrl).then((response) => response.text());
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("health endpoints (issue 59 item 6)", () => {
  it("says live, and ready when the database and the content answer (no shared cache configured)", async () => {
    const live = await fetch(`${baseUrl}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "live" });
    const ready = await fetch(`${baseUrl}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({
      status: "ready",
      parts: { database: "ok", cache: "not configured", content: "ok" },
    });
  });
});

describe("metrics (issue 59 item 6)", () => {
  it("counts requests by kind, complete leads and texts sent, on the metrics port only", async () => {
    const pagesBefore = await metric('homefront_http_requests_total{kind="page",status="2xx"}');
    const leadsBefore = await metric("homefront_leads_completed_total");
    const textsBefore = await metric('homefront_sms_sent_total{sender="console"}');

    expect((await get(baseUrl, "/legal/privacy-policy", host)).status).toBe(200);
    // A visitor of its own, texting the number it consented to: the SMS limits count per address
    // and per number across the whole integration run.
    const from = visitor();
    const phone = `(480) 555-${String(randomInt(1000, 9999))}`;
    const { token } = await newCustomer(baseUrl, {}, from);
    const lead = { ...completeLead(token, 7), phone, tcpa_consent_text: consentFor(phone) };
    expect((await post(baseUrl, "/api/update_customer", lead, from)).status).toBe(200);
    const sent = await post(baseUrl, "/api/phone_verification/send", { ...client, token, phone }, from);
    expect(sent.status).toBe(200);

    expect(await metric('homefront_http_requests_total{kind="page",status="2xx"}')).toBeGreaterThan(pagesBefore);
    expect(await metric("homefront_leads_completed_total")).toBe(leadsBefore + 1);
    expect(await metric('homefront_sms_sent_total{sender="console"}')).toBe(textsBefore + 1);
    expect(await metric('homefront_http_request_duration_seconds_count{kind="api"}')).toBeGreaterThan(0);
    expect(await metric("homefront_outbox_backlog")).toBeGreaterThanOrEqual(0);
    expect(await metric('homefront_html_rewrite_mismatches_total{part="stylesheet"}')).toBe(0);

    // The public port has no such path: /metrics there is a page like any unknown one.
    const publicMetrics = await get(baseUrl, "/metrics", host);
    expect(publicMetrics.body).not.toContain("homefront_http_requests_total");
  });
});

describe("readiness with a shared cache (issue 59 items 2 and 6)", () => {
  const dataRoot = mkdtempSync(join(tmpdir(), "homefront-health-"));
  const REDIS_PORT = 3114;
  let redis: RedisProcess;
  let server: RunningServer;

  beforeAll(async () => {
    redis = await startRedis(REDIS_PORT);
    server = await startServer(3113, {
      PGLITE_DATA_DIR: join(dataRoot, "pglite"),
      DATABASE_URL: "",
      REDIS_URL: redis.url,
    });
  });
  afterAll(async () => {
    await server?.stop();
    redis?.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  });

  it("is ready with Redis answering, and 503 naming the cache while it does not, pages still served", async () => {
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect((await ready.json()).parts).toEqual({ database: "ok", cache: "ok", content: "ok" });
    expect((await get(server.url, "/legal/privacy-policy", host)).status).toBe(200);

    const stopped = new Promise((resolve) => redis.process.once("exit", resolve));
    redis.process.kill("SIGTERM");
    await stopped;
    const notReady = await fetch(`${server.url}/api/health/ready`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({
      status: "not ready",
      parts: { database: "ok", cache: "unreachable", content: "ok" },
    });
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    // Without the shared cache, the page is rendered for the request rather than refused.
    const page = await get(server.url, "/legal/privacy-policy", host);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Privacy");

    redis = await startRedis(REDIS_PORT);
    const deadline = Date.now() + 10_000;
    let again = 0;
    while (Date.now() < deadline && again !== 200) {
      again = (await fetch(`${server.url}/api/health/ready`)).status;
      if (again !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(again).toBe(200);
  });
});
