import { readSanitySettings } from "@/lib/content/settings";
import { type SiteEnv, serverEnv } from "@/lib/env/parse.mjs";
import { readSmtpSettings } from "@/lib/server/auth/smtpMailer";
import { usesPostgres } from "@/lib/server/db";
import { readTwilioSettings } from "@/lib/server/leads/twilioSender";
import { log } from "@/lib/server/log";

export type ConfiguredParts = {
  content: "lake" | "embedded";
  database: "postgres" | "pglite";
  pageCache: "redis" | "local";
  mail: "smtp" | "console";
  sms: "twilio" | "console";
  metrics: string | null;
};

/**
 * The parts this server runs with, from its environment (checked by lib/env/schema.mjs), logged
 * as one structured line at start-up. In production a local stand-in (mail or SMS that only logs)
 * is warned about: nothing reaches the homeowner.
 */
export function configuredParts(env: SiteEnv = serverEnv()): ConfiguredParts {
  const sanity = readSanitySettings(env);
  const metricsPort = env.METRICS_PORT;
  const parts: ConfiguredParts = {
    content: sanity ? "lake" : "embedded",
    database: usesPostgres(env) ? "postgres" : "pglite",
    pageCache: env.REDIS_URL ? "redis" : "local",
    mail: readSmtpSettings(env) ? "smtp" : "console",
    sms: readTwilioSettings(env) ? "twilio" : "console",
    metrics: metricsPort ? `${env.METRICS_HOST}:${metricsPort}` : null,
  };
  log.info({ parts, contentHost: sanity?.apiHost ?? (sanity ? "api.sanity.io" : null) }, "[config] configured parts");
  if (env.NODE_ENV === "production") {
    if (parts.mail === "console") {
      log.warn(
        "[config] mail: the console sender only logs; password-reset mail is not sent (set SMTP_URL and MAIL_FROM)",
      );
    }
    if (parts.sms === "console") {
      log.warn(
        "[config] sms: the console sender only logs; no verification text is sent (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)",
      );
    }
  }
  return parts;
}
