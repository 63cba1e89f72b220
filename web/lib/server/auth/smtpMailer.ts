import nodemailer from "nodemailer";
import { log } from "@/lib/server/log";
import { type AuthMailer, maskedEmail } from "./mailer";

export type SmtpSettings = {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://… (TLS from the start). */
  url: string;
  /** The sender: "Name <address>". */
  from: string;
};

/** SMTP_URL and MAIL_FROM, checked; null when SMTP_URL is unset (the console mailer). */
export function readSmtpSettings(env: Record<string, string | undefined> = process.env): SmtpSettings | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  if (!/^smtps?:\/\/\S+$/.test(url)) throw new Error("SMTP_URL must be an smtp:// or smtps:// URL");
  const from = env.MAIL_FROM?.trim();
  if (!from)
    throw new Error('MAIL_FROM (the sender, e.g. "SunSaver <no-reply@example.com>") is required with SMTP_URL');
  return { url, from };
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
