import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwilioSender, readTwilioSettings } from "./twilioSender";

const ACCOUNT = `AC${"0123456789abcdef".repeat(2)}`;
const TOKEN = "twilio-test-auth-token";
type Sent = { authorization: string | undefined; path: string; form: URLSearchParams };
const sent: Sent[] = [];

/**
 * A stand-in of Twilio's Messages endpoint (POST /2010-04-01/Accounts/{Sid}/Messages.json, form
 * body, HTTP Basic auth with the account and its token): answers 201 with a message resource, or
 * Twilio's error body (code 20003 for a wrong login, 21211 for a number it cannot text).
 */
const twilioApi = createServer((req, res) => {
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
    const login = Buffer.from(`${ACCOUNT}:${TOKEN}`).toString("base64");
    if (req.headers.authorization !== `Basic ${login}`) {
      return answer(401, {
        code: 20003,
        message: "Authenticate",
        more_info: "https://www.twilio.com/docs/errors/20003",
        status: 401,
      });
    }
    if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`) {
      return answer(404, { code: 20404, message: "The requested resource was not found", status: 404 });
    }
    if (!/^\+1\d{10}$/.test(form.get("To") ?? "")) {
      return answer(400, { code: 21211, message: "Invalid 'To' Phone Number", status: 400 });
    }
    answer(201, {
      sid: `SM${randomBytes(16).toString("hex")}`,
      account_sid: ACCOUNT,
      to: form.get("To"),
      from: form.get("From"),
      messaging_service_sid: form.get("MessagingServiceSid"),
      body: form.get("Body"),
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${ACCOUNT}/Messages/SM0.json`,
    });
  });
});
let apiBaseUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => twilioApi.listen(0, "127.0.0.1", resolve));
  apiBaseUrl = `http://127.0.0.1:${(twilioApi.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => twilioApi.close(() => resolve())));

const settings = (env: Record<string, string>) => {
  const read = readTwilioSettings({
    TWILIO_ACCOUNT_SID: ACCOUNT,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_API_BASE_URL: apiBaseUrl,
    ...env,
  });
  if (!read) throw new Error("TWILIO_ACCOUNT_SID was set");
  return read;
};

describe("verification texts through Twilio's SDK", () => {
  it("posts the text to the Messages endpoint, from the configured number, to the visitor's number in E.164", async () => {
    await createTwilioSender(settings({ TWILIO_FROM: "+14805550100" })).send(
      "4805551234",
      "123456 is your SunSaver Program verification code. It expires in 10 minutes.",
    );
    const request = sent.at(-1);
    expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
    expect(request?.form.get("To")).toBe("+14805551234");
    expect(request?.form.get("From")).toBe("+14805550100");
    expect(request?.form.get("Body")).toBe(
      "123456 is your SunSaver Program verification code. It expires in 10 minutes.",
    );
  });

  it("sends through a Messaging Service when one is configured instead of a number", async () => {
    await createTwilioSender(settings({ TWILIO_MESSAGING_SERVICE_SID: `MG${"a".repeat(32)}` })).send(
      "4805551234",
      "code",
    );
    expect(sent.at(-1)?.form.get("MessagingServiceSid")).toBe(`MG${"a".repeat(32)}`);
    expect(sent.at(-1)?.form.has("From")).toBe(false);
  });

  it("fails the send with Twilio's reason when Twilio refuses it", async () => {
    const sender = createTwilioSender(settings({ TWILIO_FROM: "+14805550100" }));
    await expect(sender.send("555", "code")).rejects.toMatchObject({ code: 21211, status: 400 });
    const wrongToken = createTwilioSender({ ...settings({ TWILIO_FROM: "+14805550100" }), authToken: "guessed" });
    await expect(wrongToken.send("4805551234", "code")).rejects.toMatchObject({ code: 20003 });
  });

  it("is off without TWILIO_ACCOUNT_SID and refuses half a configuration", () => {
    expect(readTwilioSettings({})).toBeNull();
    expect(() => readTwilioSettings({ TWILIO_ACCOUNT_SID: ACCOUNT })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => readTwilioSettings({ TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: TOKEN })).toThrow(/TWILIO_FROM/);
    expect(() => readTwilioSettings({ TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: TOKEN })).toThrow(
      /TWILIO_ACCOUNT_SID/,
    );
  });
});
