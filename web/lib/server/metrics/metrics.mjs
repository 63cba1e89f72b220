// The site's Prometheus metrics (prom-client), one registry per process: server.mjs counts the
// requests and serves the registry on its own port (METRICS_PORT), never on the public one; the
// backend's code (bundled by Next, prom-client left external so both share the module) counts
// leads and texts. Each metric is made once, whoever asks first.
// Plain JavaScript: server.mjs loads it before Next, without a TypeScript step.
import { createServer } from "node:http";
import client from "prom-client";

const { register } = client;

function once(name, make) {
  return register.getSingleMetric(name) ?? make();
}

/** Every answer of the public port, by kind of request and status class (no path: unbounded). */
export const httpRequests = () =>
  once(
    "homefront_http_requests_total",
    () =>
      new client.Counter({
        name: "homefront_http_requests_total",
        help: "Answers of the public port by kind of request (page, data, api, static) and status class",
        labelNames: ["kind", "status"],
      }),
  );

export const httpDuration = () =>
  once(
    "homefront_http_request_duration_seconds",
    () =>
      new client.Histogram({
        name: "homefront_http_request_duration_seconds",
        help: "Time from a request's arrival to the end of its answer, by kind of request",
        labelNames: ["kind"],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      }),
  );

export const leadsCompleted = () =>
  once(
    "homefront_leads_completed_total",
    () => new client.Counter({ name: "homefront_leads_completed_total", help: "Leads that became complete" }),
  );

export const smsSent = () =>
  once(
    "homefront_sms_sent_total",
    () =>
      new client.Counter({
        name: "homefront_sms_sent_total",
        help: "Verification texts handed to the SMS sender, by sender (console sends none)",
        labelNames: ["sender"],
      }),
  );

export const rewriteMismatches = () =>
  once(
    "homefront_html_rewrite_mismatches_total",
    () =>
      new client.Counter({
        name: "homefront_html_rewrite_mismatches_total",
        help: "Pages whose Next markup server.mjs did not recognise, by part (stylesheet, script, head)",
        labelNames: ["part"],
      }),
  );

/** A gauge read when scraped: `read` gives the value now (the outbox's undelivered rows). */
export function outboxBacklog(read) {
  return once(
    "homefront_outbox_backlog",
    () =>
      new client.Gauge({
        name: "homefront_outbox_backlog",
        help: "Buyer-webhook deliveries not yet acknowledged",
        async collect() {
          this.set(await read());
        },
      }),
  );
}

/** The kind of a request, for the labels: a page, its RSC data, the backend, a static file. */
export function requestKind(req) {
  const url = req.url ?? "/";
  if (url.startsWith("/_next/static/") || url.startsWith("/content-assets/")) return "static";
  if (url.startsWith("/api/")) return "api";
  if (req.headers.rsc !== undefined || /[?&]_rsc=/.test(url)) return "data";
  return "page";
}

/** Counts and times one request of the public port, when its answer ends. */
export function observeRequest(req, res) {
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const kind = requestKind(req);
    httpRequests().inc({ kind, status: `${Math.floor(res.statusCode / 100)}xx` });
    httpDuration().observe({ kind }, Number(process.hrtime.bigint() - started) / 1e9);
  });
}

/**
 * GET /metrics on `port` (METRICS_PORT), bound to `host` (METRICS_HOST, 127.0.0.1): for the
 * scraper only, on a port the balancer does not forward. Also the process's own metrics (CPU,
 * memory, event-loop lag).
 */
export function startMetricsServer(port, host = "127.0.0.1") {
  client.collectDefaultMetrics();
  const server = createServer(async (req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    try {
      const text = await register.metrics();
      res.writeHead(200, { "content-type": register.contentType }).end(text);
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" }).end(`metrics failed: ${error?.message ?? error}`);
    }
  });
  server.listen(port, host);
  return server;
}
