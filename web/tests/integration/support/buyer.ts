import { createServer, type Server } from "node:http";

/** A lead buyer's webhook: records every lead it accepts; can be started late to simulate an outage. */
export function buyer(port: number) {
  const received: {
    leadId: string;
    idempotencyKey: string;
    body: Record<string, unknown>;
    raw: string;
    signature: string | undefined;
  }[] = [];
  let server: Server | undefined;
  return {
    received,
    url: `http://127.0.0.1:${port}/leads`,
    start: () =>
      new Promise<void>((resolve) => {
        server = createServer((req, res) => {
          let text = "";
          req.on("data", (chunk) => {
            text += chunk;
          });
          req.on("end", () => {
            const body = JSON.parse(text) as Record<string, unknown>;
            received.push({
              leadId: String(body.lead_id),
              idempotencyKey: String(req.headers["idempotency-key"]),
              body,
              raw: text,
              signature: req.headers["x-homefront-signature"] as string | undefined,
            });
            res.writeHead(200, { "content-type": "application/json" }).end('{"accepted":true}');
          });
        }).listen(port, "127.0.0.1", () => resolve());
      }),
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
