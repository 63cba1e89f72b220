// npm run bench:leads -- [--url http://localhost:3000] [--visitors 200] [--concurrency 20]
// Drives N visitors through customer_init -> update_customer (x6 steps) -> complete lead against a
// running server, then asks the server (admin token) how many complete leads carry this run's
// campaign: it must be exactly N. Start the server with ADMIN_TOKEN set and a rate limit above
// the bench's request rate (e.g. RATE_LIMIT_PER_MINUTE=0 turns it off).
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { ANSWER_STEPS, contactStep, landingBody } from "./bench/visitor";

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const url = arg("url", "http://localhost:3000");
const visitors = Number(arg("visitors", "200"));
const concurrency = Number(arg("concurrency", "20"));
const adminToken = process.env.ADMIN_TOKEN ?? arg("admin-token", "");
const apiKey = process.env.NEXT_PUBLIC_API_KEY ?? "homefront-public-web-key";
const clientApp = process.env.NEXT_PUBLIC_CLIENT_APP ?? "homefront-web";
if (!adminToken) throw new Error("Set ADMIN_TOKEN (the server's admin token) to check the lead count.");

const campaign = `bench-${randomUUID()}`;
const latencies: number[] = [];
let failures = 0;

async function call(path: string, body: Record<string, unknown>) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ api_key: apiKey, client_app: clientApp, ...body }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  latencies.push(performance.now() - started);
  if (!response.ok) {
    failures += 1;
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  }
  return json;
}

async function visitor(n: number) {
  const init = await call("/api/customer_init", landingBody(campaign, "bench"));
  const token = String(init.token);
  for (const step of ANSWER_STEPS) await call("/api/update_customer", { token, ...step });
  await call("/api/update_customer", { token, ...contactStep(n, "Bench") });
}

const started = performance.now();
let next = 0;
let lost = 0;
await Promise.all(
  Array.from({ length: Math.min(concurrency, visitors) }, async () => {
    while (next < visitors) {
      const n = next++;
      await visitor(n).catch((error) => {
        lost += 1;
        console.error(String(error));
      });
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const count = await fetch(`${url}/api/admin/leads?campaign=${campaign}`, {
  headers: { authorization: `Bearer ${adminToken}` },
}).then((response) => response.json() as Promise<{ complete: number }>);

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.info(
  `visitors ${visitors}, concurrency ${concurrency}, ${latencies.length} requests in ${seconds.toFixed(1)} s`,
);
console.info(`leads/s ${(visitors / seconds).toFixed(1)}   requests/s ${(latencies.length / seconds).toFixed(0)}`);
console.info(`latency p50 ${pct(50).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   failed requests ${failures}`);
console.info(
  `complete leads in the database for this run: ${count.complete} of ${visitors} (lost: ${visitors - count.complete})`,
);
if (count.complete !== visitors || lost > 0) process.exit(1);
