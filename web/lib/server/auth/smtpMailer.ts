import nodemailer from "nodemailer";
import { type SiteEnv, serverEnv } from "@/lib/env/parse.mjs";
import { log } from "@/lib/server/log";
import { type AuthMailer, maskedEmail } from "./mailer";

export type SmtpSettings = {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://… (TLS from the start). */
  url: string;
  /** The sender: "Name <address>". */
  from: string;
};

/** SMTP_URL and MAIL_FROM (checked by lib/env/schema.mjs); null when SMTP_URL is unset (the console mailer). */
export function readSmtpSettings(env: SiteEnv = serverEnv()): SmtpSettings | null {
  const { SMTP_URL: url, MAIL_FROM: from } = env;
  return url && from ? { url, from } : null;
}

/**
 * Account e-mail over SMTP (nodemailer): any provider's relay. A message the server refuses
 * rejects, so the caller's request fails instead of claiming a mail went out. The log names the
 * message's kind and a masked address, never the link (a reset link is a credential).
 */
export function createSmtpMailer(settings: SmtpSettings): AuthMailer {
  const transport = nodemailer.createTransport(settings.url);
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      log.info(
        { kind: mail.kind, userId: mail.userId, to: maskedEmail(mail.to), messageId: info.messageId },
        "[mail] sent over SMTP",
      );
    },
  };
}
