import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serverEnv } from "@/lib/env/parse.mjs";
import { log } from "@/lib/server/log";

export type AuthMail = {
  to: string;
  subject: string;
  text: string;
  kind: "password-reset" | "email-verification";
  userId: string;
};

/**
 * How account e-mail leaves the site. The default writes none: it logs that a message was due
 * (without the address or the link: a reset link is a credential) and, when MAIL_OUTBOX_DIR is
 * set, keeps each message as a JSON file there, which is how a developer or a browser test reads
 * it. With SMTP_URL set, mail goes out over SMTP instead (smtpMailer.ts).
 */
export interface AuthMailer {
  send(mail: AuthMail): Promise<void>;
}

export const maskedEmail = (email: string) => email.replace(/^(.).*@/, "$1***@");

export const consoleAuthMailer: AuthMailer = {
  async send(mail) {
    const dir = serverEnv().MAIL_OUTBOX_DIR;
    if (dir) {
      const folder = resolve(/*turbopackIgnore: true*/ dir);
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        join(/*turbopackIgnore: true*/ folder, `${Date.now()}-${mail.kind}-${mail.userId}.json`),
        JSON.stringify(mail),
        { mode: 0o600 },
      );
    }
    log.info(
      { kind: mail.kind, userId: mail.userId, to: maskedEmail(mail.to) },
      dir ? "[mail] console sender: message kept in MAIL_OUTBOX_DIR" : "[mail] console sender: message not sent",
    );
  },
};

const globalForMailer = globalThis as { homefrontAuthMailer?: AuthMailer };

/** The mailer in force: one set by `setAuthMailer`, else SMTP when SMTP_URL is set, else the console. */
export async function authMailer(): Promise<AuthMailer> {
  if (!globalForMailer.homefrontAuthMailer) {
    const { createSmtpMailer, readSmtpSettings } = await import("./smtpMailer");
    const smtp = readSmtpSettings();
    globalForMailer.homefrontAuthMailer = smtp ? createSmtpMailer(smtp) : consoleAuthMailer;
  }
  return globalForMailer.homefrontAuthMailer;
}

export function setAuthMailer(mailer: AuthMailer) {
  globalForMailer.homefrontAuthMailer = mailer;
}
