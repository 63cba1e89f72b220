import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import { type SiteEnv, serverEnv } from "@/lib/env/parse.mjs";
import { log } from "@/lib/server/log";
import { maskedPhone, type SmsSender } from "./phoneVerification";

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service (MG…): one of the two. */
  from?: string;
  messagingServiceSid?: string;
  /**
   * Another address for Twilio's REST API (TWILIO_API_BASE_URL): only the local stand-in of the
   * Messages endpoint that tests run; production leaves it unset.
   */
  apiBaseUrl?: string;
};

/**
 * TWILIO_*, as the schema (lib/env/schema.mjs) let them through: with an account, its token and
 * one of a number and a messaging service. Null without an account (the console sender).
 */
export function readTwilioSettings(env: SiteEnv = serverEnv()): TwilioSettings | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = env;
  if (!accountSid || !authToken) return null;
  return {
    accountSid,
    authToken,
    from: env.TWILIO_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    apiBaseUrl: env.TWILIO_API_BASE_URL,
  };
}

/** The SDK's HTTP client with every request sent to another origin, path and query kept. */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    super();
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    return super.request({ ...opts, uri: `${this.origin}${uri.pathname}${uri.search}` });
  }
}

/** A US number as the site stores it (10 digits) in E.164, as Twilio takes it. */
const e164 = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
};

/**
 * Verification texts through Twilio's Messages API with its official SDK. A message Twilio
 * refuses rejects with Twilio's code, so the request fails instead of claiming a code went out.
 */
export function createTwilioSender(settings: TwilioSettings): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken, {
    ...(settings.apiBaseUrl ? { httpClient: new RebasedRequestClient(settings.apiBaseUrl) } : {}),
    timeout: 10_000,
  });
  return {
    async send(phone, body) {
      const message = await client.messages.create({
        to: e164(phone),
        body,
        ...(settings.messagingServiceSid
          ? { messagingServiceSid: settings.messagingServiceSid }
          : { from: settings.from }),
      });
      log.info({ sid: message.sid, status: message.status, to: maskedPhone(phone) }, "[sms] handed to Twilio");
    },
  };
}
