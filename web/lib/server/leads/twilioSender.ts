import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
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

/** TWILIO_* checked; null when TWILIO_ACCOUNT_SID is unset (the console sender). */
export function readTwilioSettings(env: Record<string, string | undefined> = process.env): TwilioSettings | null {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  if (!accountSid) return null;
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid))
    throw new Error("TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits");
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  if (!authToken) throw new Error("TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID");
  const from = env.TWILIO_FROM?.trim() || undefined;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() || undefined;
  if (!from === !messagingServiceSid) {
    throw new Error("Set one of TWILIO_FROM (the sending number, +1…) and TWILIO_MESSAGING_SERVICE_SID");
  }
  if (from && !/^\+[1-9]\d{6,14}$/.test(from))
    throw new Error("TWILIO_FROM must be an E.164 number such as +14805550100");
  const apiBaseUrl = env.TWILIO_API_BASE_URL?.trim().replace(/\/+$/, "") || undefined;
  if (apiBaseUrl && !/^https?:\/\/[^/\s]+$/.test(apiBaseUrl)) throw new Error("TWILIO_API_BASE_URL must be an origin");
  return { accountSid, authToken, from, messagingServiceSid, apiBaseUrl };
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
