import { brandOfRequest } from "@/lib/brand/ofRequest";
import { digitsOnly } from "@/lib/format/number";
import { LEAD_FIELDS } from "@/lib/leadFields/fields";
import { authSecret } from "@/lib/server/auth/auth";
import { failure, HttpError, invalid, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { addressNetwork } from "@/lib/server/insights/clientIp";
import { findCustomer } from "@/lib/server/leads/customers";
import { checkCode, sendCode } from "@/lib/server/leads/phoneVerification";
import { challengeKey, issueChallenge, solvedNonce } from "@/lib/server/leads/smsChallenge";
import { smsSender } from "@/lib/server/leads/smsSender";
import { smsSent } from "@/lib/server/metrics/metrics.mjs";
import { phoneVerificationCheckSchema, phoneVerificationSendSchema } from "./schemas";

const notFound = () => new HttpError(404, "No customer has this token.", { token: "No customer has this token." });

const SEND_LIMIT_MESSAGES = {
  lead: "Too many codes sent to this number; try again in an hour.",
  phone: "Too many codes sent to this number; try again in an hour.",
  address: "Too many codes asked for from this connection; try again in an hour.",
  network: "Too many codes asked for from this connection; try again in an hour.",
  site: "We cannot send text messages right now; try again later or call us.",
} as const;

const NO_CONSENT = "We text only a number you agreed to be contacted at: agree with this number first.";

/**
 * POST /api/phone_verification/send: texts a one-time code to the visitor's phone, the number the
 * lead consented to be contacted at. Past an address's first few texts in an hour, the answer is
 * a 428 with a proof-of-work challenge; the browser solves it and asks again with `challenge`.
 */
export const handleSendCode = route(
  {
    name: "phone_verification_send",
    schema: phoneVerificationSendSchema,
    auth: "apiKey",
    // The phone as the lead-field table stores it, so a number typed without punctuation passes spec 5.
    prepare: (raw) => (typeof raw.phone === "string" ? { ...raw, phone: LEAD_FIELDS.phone.normalise(raw.phone) } : raw),
  },
  async (input, { db, request, ip }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw notFound();
    // The text's words come from content (the brand the Host names), never from the request body.
    const { name } = await brandOfRequest(request);
    if (!name) throw new Error("The default brand has no name in content");
    const { kind, sender } = smsSender();
    const key = challengeKey(await authSecret());
    const challengeNonce = await solvedNonce(key, customer.customerId, input.challenge ?? undefined);
    const result = await sendCode(
      db,
      { customerId: customer.id, phone: digitsOnly(input.phone), ip, network: addressNetwork(ip), challengeNonce },
      sender,
      name,
    );
    if (result.status === "no_consent") throw new HttpError(409, NO_CONSENT, { phone: NO_CONSENT });
    if (result.status === "challenge") {
      return failure(428, "Confirm this request comes from a person's browser: solve the challenge and ask again.", {
        challenge: await issueChallenge(key, customer.customerId),
      });
    }
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
  phone_changed: "Your phone number changed since the code was sent. Ask for a new one.",
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
