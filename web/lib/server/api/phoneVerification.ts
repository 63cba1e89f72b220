import { brandOfRequest } from "@/lib/brand/ofRequest";
import { digitsOnly } from "@/lib/format/number";
import { LEAD_FIELDS } from "@/lib/leadFields/fields";
import { HttpError, invalid, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { checkCode, sendCode } from "@/lib/server/leads/phoneVerification";
import { smsSender } from "@/lib/server/leads/smsSender";
import { smsSent } from "@/lib/server/metrics/metrics.mjs";
import { phoneVerificationCheckSchema, phoneVerificationSendSchema } from "./schemas";

const notFound = () => new HttpError(404, "No customer has this token.", { token: "No customer has this token." });

const SEND_LIMIT_MESSAGES = {
  lead: "Too many codes sent to this number; try again in an hour.",
  phone: "Too many codes sent to this number; try again in an hour.",
  site: "We cannot send text messages right now; try again later or call us.",
} as const;

/** POST /api/phone_verification/send: texts a one-time code to the visitor's phone. */
export const handleSendCode = route(
  {
    name: "phone_verification_send",
    schema: phoneVerificationSendSchema,
    auth: "apiKey",
    // The phone as the lead-field table stores it, so a number typed without punctuation passes spec 5.
    prepare: (raw) => (typeof raw.phone === "string" ? { ...raw, phone: LEAD_FIELDS.phone.normalise(raw.phone) } : raw),
  },
  async (input, { db, request }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw notFound();
    // The text's words come from content (the brand the Host names), never from the request body.
    const { name } = await brandOfRequest(request);
    if (!name) throw new Error("The default brand has no name in content");
    const { kind, sender } = smsSender();
    const result = await sendCode(db, customer.id, digitsOnly(input.phone), sender, name);
    if (result.status === "sent") smsSent().inc({ sender: kind });
    if (result.status === "too_many") {
      throw new HttpError(429, SEND_LIMIT_MESSAGES[result.limit], undefined, result.retryAfterSeconds);
    }
    return json({ sent: true, expires_in: result.expiresInSeconds });
  },
);

const CHECK_MESSAGES = {
  wrong_code: "That code is not right. Check the text message and try again.",
  expired: "That code has expired. Ask for a new one.",
  too_many_attempts: "Too many wrong codes. Ask for a new one.",
  no_code: "Ask for a code first.",
} as const;

/** POST /api/phone_verification/check: checks the code; five wrong tries use the code up. */
export const handleCheckCode = route(
  { name: "phone_verification_check", schema: phoneVerificationCheckSchema, auth: "apiKey" },
  async (input, { db }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw notFound();
    const result = await checkCode(db, customer.id, input.code);
    // A match has also set the lead's phone_verified (checkCode).
    if (result === "verified") return json({ verified: true });
    return invalid({ code: CHECK_MESSAGES[result] }, result === "too_many_attempts" ? 429 : 422);
  },
);
