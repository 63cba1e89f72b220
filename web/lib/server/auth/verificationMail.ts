import { createEmailVerificationToken } from "better-auth/api";
import { log } from "@/lib/server/log";
import { authSecret, EMAIL_VERIFICATION_SECONDS } from "./auth";
import { authMailer } from "./mailer";
import { messageLinkOrigin } from "./messageLinks";

/**
 * Mails a new partner the link that confirms their e-mail (better-auth's own token and
 * /verify-email, which then signs them in and opens the lead portal). The link is on the brand's
 * domain from content; a request from a host that is none of the brands' sends nothing.
 */
export async function sendEmailVerification(user: { id: string; email: string }, request: Request): Promise<void> {
  const origin = await messageLinkOrigin(request);
  if (!origin) {
    log.warn({ userId: user.id }, "[mail] no confirmation link sent: the request's host is none of the brands'");
    return;
  }
  const token = await createEmailVerificationToken(
    await authSecret(),
    user.email,
    undefined,
    EMAIL_VERIFICATION_SECONDS,
    {
      userId: user.id,
    },
  );
  const link = `${origin}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent("/leads")}`;
  await (await authMailer()).send({
    kind: "email-verification",
    to: user.email,
    userId: user.id,
    subject: "Confirm your e-mail address",
    text: `Open this link within a day to confirm your e-mail address and open your partner account:\n\n${link}\n\nIf you did not sign up, ignore this message: no account opens without it.`,
  });
}
