import type { AuthMail } from "@/lib/server/auth/mailer";
import { linksIn, mails } from "../integration/support/mail";

/**
 * The link in the last message of `kind` (to `to`, when given) that the test server's console
 * mailer kept in E2E_MAIL_DIR (playwright.config.ts), as its reader would open it.
 */
export function lastMailLink(kind: AuthMail["kind"], to?: string): string {
  const mail = mails(String(process.env.E2E_MAIL_DIR))
    .filter((message) => message.kind === kind && (!to || message.to === to.toLowerCase()))
    .at(-1);
  return String(linksIn(mail)[0]);
}
