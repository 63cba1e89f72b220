import { request as httpRequest } from "node:http";

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** GET with an explicit Host header, as a browser on that host name would send it. */
export function get(baseUrl: string, path: string, host: string): Promise<Answer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname: url.hostname, port: url.port, path: url.pathname + url.search, method: "GET", headers: { host } },
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
