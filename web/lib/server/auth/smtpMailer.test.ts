import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env/parse.mjs";
import { type ReceivedMail, startSmtpServer } from "@/tests/smtpServer";
import type { AuthMail } from "./mailer";
import { createSmtpMailer, readSmtpSettings } from "./smtpMailer";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let port = 0;
let received: ReceivedMail[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer("mailer", "mail-secret");
  port = smtp.port;
  received = smtp.received;
});
afterAll(() => smtp.close());

const reset: AuthMail = {
  kind: "password-reset",
  to: "dana@example.com",
  userId: "user-1",
  subject: "Reset your password",
  text: "Open this link within an hour:\n\nhttps://sunsaverprogram.com/reset-password?token=abc123\n",
};

describe("account mail over SMTP (nodemailer)", () => {
  it("delivers the message to the SMTP server, logged in with SMTP_URL's credentials", async () => {
    const settings = readSmtpSettings(
      parseEnv({
        SMTP_URL: `smtp://mailer:mail-secret@127.0.0.1:${port}`,
        MAIL_FROM: "SunSaver Program <no-reply@sunsaverprogram.com>",
      }),
    );
    if (!settings) throw new Error("SMTP_URL was set");
    await createSmtpMailer(settings).send(reset);
    const message = received.at(-1);
    expect(message?.user).toBe("mailer");
    expect(message?.from).toBe("no-reply@sunsaverprogram.com");
    expect(message?.to).toEqual(["dana@example.com"]);
    expect(message?.raw).toContain("Subject: Reset your password");
    expect(message?.raw).toContain("https://sunsaverprogram.com/reset-password?token=abc123");
  });

  it("fails the send when the server refuses it, rather than claiming the mail went out", async () => {
    const wrongLogin = createSmtpMailer({
      url: `smtp://mailer:guessed@127.0.0.1:${port}`,
      from: "no-reply@example.com",
    });
    await expect(wrongLogin.send(reset)).rejects.toThrow(/Invalid username or password/);
    const mailer = createSmtpMailer({
      url: `smtp://mailer:mail-secret@127.0.0.1:${port}`,
      from: "no-reply@example.com",
    });
    await expect(mailer.send({ ...reset, to: "someone@refused.example" })).rejects.toThrow(/Mailbox unavailable/);
  });

  it("is off without SMTP_URL, and needs a sender with it", () => {
    expect(readSmtpSettings(parseEnv({}))).toBeNull();
    expect(() => readSmtpSettings(parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }))).toThrow(/MAIL_FROM/);
    expect(() => readSmtpSettings(parseEnv({ SMTP_URL: "http://mail.example.com", MAIL_FROM: "a@b.c" }))).toThrow(
      /SMTP_URL/,
    );
  });
});
