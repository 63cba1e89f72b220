import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AuthMail } from "@/lib/server/auth/mailer";

/** Every message the console mailer kept in `dir` (MAIL_OUTBOX_DIR), oldest first. */
export function mails(dir: string): AuthMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as AuthMail);
}

/** The messages of one kind sent to `to`. */
export const mailsTo = (dir: string, to: string, kind: AuthMail["kind"]) =>
  mails(dir).filter((mail) => mail.to === to.toLowerCase() && mail.kind === kind);

/** Every link in a message's text. */
export const linksIn = (mail: AuthMail | undefined) => mail?.text.match(/https?:\/\/\S+/g) ?? [];
