import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type SentText = { authorization: string | undefined; path: string; form: URLSearchParams };

/**
 * A stand-in of Twilio's Messages endpoint (POST /2010-04-01/Accounts/{Sid}/Messages.json, form
 * body, HTTP Basic auth with the account and its token): answers 201 with a message resource, or
 * Twilio's error body (20003 for a wrong login, 21211 for a number it cannot text). Twilio cannot
 * be reached from tests; the site's SDK reaches this through TWILIO_API_BASE_URL.
 */
export async function startTwilioStandIn(account: string, authToken: string, port = 0) {
  const sent: SentText[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const form = new URLSearchParams(body);
      sent.push({ authorization: req.headers.authorization, path: req.url ?? "", form });
      const answer = (status: number, json: object) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${account}:${authToken}`).toString("base64")}`) {
        return answer(401, {
          code: 20003,
          message: "Authenticate",
          more_info: "https://www.twilio.com/docs/errors/20003",
          status: 401,
        });
      }
      if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${account}/Messages.json`) {
        return answer(404, { code: 20404, message: "The requested resource was not found", status: 404 });
      }
      if (!/^\+1\d{10}$/.test(form.get("To") ?? "")) {
        return answer(400, { code: 21211, message: "Invalid 'To' Phone Number", status: 400 });
      }
      const sid = `SM${randomBytes(16).toString("hex")}`;
      answer(201, {
        sid,
        account_sid: account,
        to: form.get("To"),
        from: form.get("From"),
        messaging_service_sid: form.get("MessagingServiceSid"),
        body: form.get("Body"),
        status: "queued",
        num_segments: "1",
        direction: "outbound-api",
        api_version: "2010-04-01",
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${account}/Messages/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
