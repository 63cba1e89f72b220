import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer } from "../smtpServer";
import { startTwilioStandIn } from "../twilioStandIn";
import { CONSENT_VERSION, client, consentFor, newCustomer, post } from "./support/api";
import { postJsonWithHost } from "./support/request";
import { type RunningServer, startServer } from "./support/serverProcess";

/**
 * Issue 59 item 5 through the running site: a password reset requested on the site arrives at a
 * real SMTP server (SMTP_URL), and a verification code requested on the site arrives at the
 * stand-in of Twilio's Messages endpoint through the twilio SDK; both then work on the site.
 */
const ACCOUNT = `AC${"fedcba9876543210".repeat(2)}`;
const TWILIO_TOKEN = "integration-twilio-token";
const ADMIN = "deliveries-admin-token";
const folder = mkdtempSync(join(tmpdir(), "homefront-deliveries-"));
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpServer("site", "smtp-secret");
  twilio = await startTwilioStandIn(ACCOUNT, TWILIO_TOKEN);
  server = await startServer(3118, {
    DATABASE_URL: "",
    PGLITE_DATA_DIR: join(folder, "pglite"),
    ADMIN_TOKEN: ADMIN,
    AUTH_INSECURE_COOKIES: "1",
    SMTP_URL: `smtp://site:smtp-secret@127.0.0.1:${smtp.port}`,
    MAIL_FROM: "SunSaver Program <no-reply@sunsaverprogram.com>",
    TWILIO_ACCOUNT_SID: ACCOUNT,
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    TWILIO_FROM: "+14805550100",
    TWILIO_API_BASE_URL: twilio.url,
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await twilio?.close();
  rmSync(folder, { recursive: true, force: true });
});

const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, ...headers },
    body: JSON.stringify(body),
  });

describe("mail and text messages leave the site", () => {
  it("mails a password reset over SMTP, and its link sets a new password", async () => {
    const made = await json(
      "/api/admin/staff",
      { name: "Dana", email: "dana@example.com", username: "danastaff", password: "Sunny#Roof42" },
      { authorization: `Bearer ${ADMIN}` },
    );
    expect(made.status).toBe(201);
    // Asked on a brand's site: the link is that brand's domain from content (a bare address gets none).
    const asked = await postJsonWithHost(server.url, "/api/auth/request-password-reset", "sunsaverprogram.com", {
      email: "dana@example.com",
    });
    expect(asked.status).toBe(200);
    const mail = smtp.received.at(-1);
    expect(mail?.user).toBe("site");
    expect(mail?.from).toBe("no-reply@sunsaverprogram.com");
    expect(mail?.to).toEqual(["dana@example.com"]);
    expect(mail?.raw).toContain("Subject: Reset your password");
    // Quoted-printable may fold the line: the link read back as the mail client shows it.
    const text = (mail?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const token = /https:\/\/sunsaverprogram\.com\/reset-password\?token=([\w-]+)/.exec(text)?.[1];
    expect(token).toBeTruthy();
    expect((await json("/api/auth/reset-password", { token, newPassword: "Brand#New77" })).status).toBe(200);
    const signIn = await json("/api/auth/sign-in/username", { username: "danastaff", password: "Brand#New77" });
    expect(signIn.status).toBe(200);
  });

  it("texts the verification code through Twilio's SDK, and the code texted verifies the phone", async () => {
    const { token } = await newCustomer(server.url);
    // A code goes only to the number the lead consented to, as the phone step saves it.
    const consented = await post(server.url, "/api/update_customer", {
      ...client,
      token,
      phone: "(480) 555-0177",
      tcpa_accepted: true,
      tcpa_consent_text: consentFor("(480) 555-0177"),
      tcpa_consent_version: CONSENT_VERSION,
    });
    expect(consented.status).toBe(200);
    const sent = await post(server.url, "/api/phone_verification/send", { ...client, token, phone: "(480) 555-0177" });
    expect(sent.status).toBe(200);
    const text = twilio.sent.at(-1);
    expect(text?.form.get("To")).toBe("+14805550177");
    expect(text?.form.get("From")).toBe("+14805550100");
    const code = /^(\d{6}) is your SunSaver Program verification code/.exec(text?.form.get("Body") ?? "")?.[1];
    expect(code).toBeTruthy();
    const checked = await post(server.url, "/api/phone_verification/check", { ...client, token, code });
    expect(checked).toEqual({ status: 200, body: { verified: true } });
  });
});
