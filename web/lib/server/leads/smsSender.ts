import { consoleSmsSender, type SmsSender } from "./phoneVerification";
import { createTwilioSender, readTwilioSettings } from "./twilioSender";

export type SmsSenderKind = "twilio" | "console";
const globalForSms = globalThis as { homefrontSmsSender?: { kind: SmsSenderKind; sender: SmsSender } };

/** The SMS sender in force: Twilio when TWILIO_ACCOUNT_SID is set, else the console (sends nothing). */
export function smsSender(): { kind: SmsSenderKind; sender: SmsSender } {
  if (!globalForSms.homefrontSmsSender) {
    const twilio = readTwilioSettings();
    globalForSms.homefrontSmsSender = twilio
      ? { kind: "twilio", sender: createTwilioSender(twilio) }
      : { kind: "console", sender: consoleSmsSender };
  }
  return globalForSms.homefrontSmsSender;
}
