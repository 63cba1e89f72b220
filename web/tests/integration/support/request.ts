import { request as httpRequest } from "node:http";

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** GET with an explicit Host header, as a browser on that host name would send it (and its cookies, given). */
export function get(
  baseUrl: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: "GET",
        headers: { ...headers, host },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** POST a JSON body with an explicit Host header (fetch cannot set Host), and `headers`; the answer's JSON parsed. */
export function postJsonWithHost(
  baseUrl: string,
  path: string,
  host: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Answer["headers"]; body: Record<string, unknown> }> {
  const url = new URL(path, baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { ...headers, host, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
