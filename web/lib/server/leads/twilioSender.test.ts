import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env/parse.mjs";
import { type SentText, startTwilioStandIn } from "@/tests/twilioStandIn";
import { createTwilioSender, readTwilioSettings } from "./twilioSender";

const ACCOUNT = `AC${"0123456789abcdef".repeat(2)}`;
const TOKEN = "twilio-test-auth-token";
let twilioApi: Awaited<ReturnType<typeof startTwilioStandIn>>;
let apiBaseUrl = "";
let sent: SentText[] = [];

beforeAll(async () => {
  twilioApi = await startTwilioStandIn(ACCOUNT, TOKEN);
  apiBaseUrl = twilioApi.url;
  sent = twilioApi.sent;
});
afterAll(() => twilioApi.close());

const settings = (env: Record<string, string>) => {
  const read = readTwilioSettings(
    parseEnv({
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_API_BASE_URL: apiBaseUrl,
      ...env,
    }),
  );
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
    expect(readTwilioSettings(parseEnv({}))).toBeNull();
    expect(() => readTwilioSettings(parseEnv({ TWILIO_ACCOUNT_SID: ACCOUNT }))).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => readTwilioSettings(parseEnv({ TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: TOKEN }))).toThrow(
      /TWILIO_FROM/,
    );
    expect(() => readTwilioSettings(parseEnv({ TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: TOKEN }))).toThrow(
      /TWILIO_ACCOUNT_SID/,
    );
  });
});
