// Every environment variable Homefront reads, where it is read, what it accepts, its default and
// what it does: the one list the site's start-up checks (parse.mjs) and the README's table
// (npm run env:table) are made from. Plain JavaScript, so web/server.mjs and the files Next loads
// unbundled read it as the TypeScript code does (docs/decisions/environment-schema.md).
import { z } from "zod";
import { flag, key32, list, matching, oneOf, origin, text, url, whole } from "./kinds.mjs";
import { PUBLIC_DEFAULTS } from "./publicDefaults.mjs";

/**
 * @typedef {object} VariableInfo
 * @property {string} row Variables with the same row share one line of the README's table.
 * @property {string} does What it does, in Markdown, short: a row joins its variables' with "; ".
 * @property {string} [shown] The table's default when it is not the plain value (or there is none).
 * @property {boolean} [secret] Its value is never repeated in a message.
 * @property {string} [requiredWith] Another variable that cannot work without this one.
 * @property {string} [inProductionWith] Required in production when this other variable is set.
 * @property {string} [why] Why production requires it, for the message.
 */

/** @type {z.core.$ZodRegistry<VariableInfo>} */
export const VARIABLE_INFO = z.registry();

/**
 * @template {z.ZodType} S
 * @param {S} schema
 * @param {VariableInfo} info
 * @returns {S}
 */
const variable = (schema, info) => schema.register(VARIABLE_INFO, info);

const KiB = 1024;
const MiB = 1024 * KiB;
const GiB = 1024 * MiB;

/** Read by the running site: web/server.mjs, Next's server code and instrumentation. */
export const SERVER = {
  PORT: variable(whole(0, 65_535).default(3000), { row: "server", does: "the port `server.mjs` listens on" }),
  HOSTNAME_BIND: variable(text().default("0.0.0.0"), { row: "server", does: "the address it binds" }),
  NODE_ENV: variable(oneOf(["development", "production", "test"]).default("development"), {
    row: "server",
    does: "`production`: secrets generated, never the development ones",
    shown: "production (`npm start`)",
  }),
  LOG_LEVEL: variable(oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"), {
    row: "server",
    does: "pino's level",
  }),
  TRUSTED_PROXY_HOPS: variable(whole(0, 10).default(0), {
    row: "server",
    does: "proxies in front whose `X-Forwarded-For` entries are trusted for the client IP (`next start` in production needs one)",
  }),
  SANITY_PROJECT_ID: variable(matching(/^[a-z0-9][a-z0-9-]{0,63}$/, "a Sanity project id").optional(), {
    row: "lake",
    does: "content from this Content Lake project, not the embedded dataset",
    shown: "– (embedded)",
  }),
  SANITY_DATASET: variable(matching(/^[a-z0-9][a-z0-9_-]{0,63}$/, "a dataset name").default("production"), {
    row: "lake",
    does: "its dataset",
  }),
  SANITY_API_VERSION: variable(matching(/^\d{4}-\d{2}-\d{2}$/, "a date (YYYY-MM-DD)").default("2025-02-19"), {
    row: "lake",
    does: "its API version",
  }),
  CONTENT_DATASET_PATH: variable(text().optional(), {
    row: "lake",
    does: "another NDJSON file as the embedded dataset",
    shown: "studio/content/production.ndjson",
  }),
  SANITY_API_READ_TOKEN: variable(text().optional(), {
    row: "preview",
    does: "Viewer token: private datasets, drafts in preview",
    secret: true,
  }),
  SANITY_REVALIDATE_SECRET: variable(text().optional(), {
    row: "preview",
    does: "secret of the publish webhook (`/api/revalidate`)",
    secret: true,
  }),
  SANITY_STUDIO_URL: variable(url(["http", "https"]).default("http://localhost:3333"), {
    row: "preview",
    does: "the Studio's address, the only origin that may frame a preview",
  }),
  DATABASE_URL: variable(url(["postgres", "postgresql"]).optional(), {
    row: "database",
    does: "Postgres 15+ server, migrated at start-up",
    shown: "– (embedded PGlite)",
    secret: true,
  }),
  DATABASE_POOL_SIZE: variable(whole(1, 1000).default(10), { row: "database", does: "connections per server" }),
  DATABASE_STATEMENT_TIMEOUT_MS: variable(whole(0, 3_600_000).default(10_000), {
    row: "database",
    does: "longest statement (0: none)",
  }),
  DATABASE_CONNECT_TIMEOUT_MS: variable(whole(0, 600_000).default(5_000), {
    row: "database",
    does: "longest wait for a connection (0: none)",
  }),
  PGLITE_DATA_DIR: variable(text().optional(), {
    row: "folders",
    does: "the embedded database's folder",
    shown: "web/.data/pglite",
  }),
  SECRETS_DIR: variable(text().optional(), {
    row: "folders",
    does: "where generated secrets (`secrets.json`) are kept, outside the data folder",
    shown: "~/.config/homefront/<database>",
  }),
  DB_MIGRATIONS_DIR: variable(text().optional(), {
    row: "folders",
    does: "the migrations, when moved",
    shown: "web/lib/server/db/migrations",
  }),
  RATE_LIMIT_PER_MINUTE: variable(whole(0, 1_000_000).default(300), {
    row: "limits",
    does: "requests per address and route a minute (0: off)",
  }),
  SIGN_IN_LIMIT_PER_MINUTE: variable(whole(1, 1_000_000).default(10), {
    row: "limits",
    does: "sign-in attempts per address a minute",
  }),
  BODY_LIMIT_BYTES: variable(whole(KiB, 10 * MiB).default(64 * KiB), { row: "limits", does: "largest JSON body" }),
  LEAD_ANSWERS_MAX_BYTES: variable(whole(4 * KiB, MiB).default(32 * KiB), {
    row: "limits",
    does: "a lead's answers in all",
  }),
  RECORDING_LIMIT_BYTES: variable(whole(KiB, 50 * MiB).default(2 * MiB), {
    row: "limits",
    does: "largest session-recording batch",
  }),
  RECORDING_BUDGET_BYTES: variable(whole(KiB, GiB).default(8 * MiB), {
    row: "limits",
    does: "recording bytes stored per lead",
  }),
  RECORDING_BUDGET_PER_ADDRESS_BYTES: variable(whole(KiB, 10 * GiB).default(16 * MiB), {
    row: "limits",
    does: "recording bytes an hour per address",
  }),
  API_KEYS: variable(list().optional(), {
    row: "access",
    does: "comma-separated `api_key` values the backend accepts",
    shown: "`NEXT_PUBLIC_API_KEY`",
  }),
  CLIENT_APPS: variable(list().optional(), {
    row: "access",
    does: "and `client_app` values",
    shown: "`NEXT_PUBLIC_CLIENT_APP`",
  }),
  ADMIN_TOKEN: variable(text().optional(), {
    row: "access",
    does: "operator's bearer token: staff accounts, lead counts, project stages",
    shown: "– (admin API off)",
    secret: true,
  }),
  REFERRALS_BEARER_TOKEN: variable(text().optional(), {
    row: "access",
    does: "bearer token of `POST /api/referrals`",
    shown: "generated in production",
    secret: true,
  }),
  BETTER_AUTH_SECRET: variable(text().optional(), {
    row: "access",
    does: "signs account sessions",
    shown: "generated in production",
    secret: true,
  }),
  AUTH_INSECURE_COOKIES: variable(flag("1", "0").default(false), {
    row: "access",
    does: "`1`: session cookie without Secure (plain http, not localhost)",
    shown: "0",
  }),
  BUYER_WEBHOOK_URL: variable(url(["http", "https"]).optional(), {
    row: "buyer",
    does: "POST each complete lead here",
    secret: true,
  }),
  BUYER_WEBHOOK_SECRET: variable(text().optional(), {
    row: "buyer",
    does: "signs it (`X-Homefront-Signature: t=…,v1=…`)",
    secret: true,
  }),
  OUTBOX_RETRY_BASE_MS: variable(whole(1, 300_000).default(2000), {
    row: "buyer",
    does: "first retry delay of a delivery",
  }),
  BUYER_RECEIVES_SENSITIVE_ANSWERS: variable(flag("true", "false").default(false), {
    row: "buyer",
    does: "`true`: webhook and export carry SSN, birth date, income",
    shown: "false",
  }),
  ANSWERS_ENCRYPTION_KEY: variable(key32().optional(), {
    row: "answers key",
    does: "the 32-byte key (base64 or hex) sealing sensitive answers",
    shown: "generated (PGlite only)",
    secret: true,
    inProductionWith: "DATABASE_URL",
    why: "every server on the database needs the same key",
  }),
  SMS_MAX_PER_HOUR: variable(whole(1, 1_000_000).default(500), {
    row: "sms",
    does: "verification texts the site sends an hour",
  }),
  SMS_MAX_PER_PHONE_PER_HOUR: variable(whole(1, 1_000_000).default(3), { row: "sms", does: "per number" }),
  SMS_MAX_PER_ADDRESS_PER_HOUR: variable(whole(1, 1_000_000).default(10), { row: "sms", does: "per address" }),
  SMS_MAX_PER_NETWORK_PER_HOUR: variable(whole(1, 1_000_000).default(30), {
    row: "sms",
    does: "per /24 (IPv6 /64), these two below the site's",
  }),
  SMS_CHALLENGE_AFTER: variable(whole(1, 1_000_000).default(3), {
    row: "sms",
    does: "texts from one address before each needs a proof of work",
  }),
  TWILIO_ACCOUNT_SID: variable(matching(/^AC[0-9a-fA-F]{32}$/, "AC followed by 32 hex digits").optional(), {
    row: "senders",
    does: "texts through Twilio, not the console sender",
  }),
  TWILIO_AUTH_TOKEN: variable(text().optional(), {
    row: "senders",
    does: "its token",
    secret: true,
    requiredWith: "TWILIO_ACCOUNT_SID",
  }),
  TWILIO_FROM: variable(matching(/^\+[1-9]\d{6,14}$/, "an E.164 number such as +14805550100").optional(), {
    row: "senders",
    does: "the number texts come from",
  }),
  TWILIO_MESSAGING_SERVICE_SID: variable(text().optional(), {
    row: "senders",
    does: "or the messaging service (one of the two)",
  }),
  SMTP_URL: variable(url(["smtp", "smtps"]).optional(), {
    row: "senders",
    does: "account e-mail over SMTP (`smtp://user:pass@host:587`), not the console mailer",
    secret: true,
  }),
  MAIL_FROM: variable(text().optional(), {
    row: "senders",
    does: 'its sender, e.g. "SunSaver <no-reply@example.com>"',
    requiredWith: "SMTP_URL",
  }),
  REDIS_URL: variable(url(["redis", "rediss"]).optional(), {
    row: "shared",
    does: "page cache shared by every server (else Next's in each process)",
    secret: true,
  }),
  METRICS_PORT: variable(whole(0, 65_535).default(0), {
    row: "shared",
    does: "Prometheus metrics on their own port, never the public one (0: off)",
  }),
  METRICS_HOST: variable(text().default("127.0.0.1"), { row: "shared", does: "and address" }),
  SANITY_API_HOST: variable(origin().optional(), { row: "stand-ins", does: "the Lake stand-in" }),
  TWILIO_API_BASE_URL: variable(origin().optional(), { row: "stand-ins", does: "a Twilio stand-in" }),
  NEXT_DIST_DIR: variable(text().default(".next"), { row: "stand-ins", does: "a second copy of the build" }),
  MAIL_OUTBOX_DIR: variable(text().optional(), {
    row: "stand-ins",
    does: "account e-mail kept as JSON files here",
  }),
  PHONE_VERIFICATION_TEST_CODE: variable(matching(/^\d{6}$/, "six digits").optional(), {
    row: "stand-ins",
    does: "the code texted (console sender only)",
  }),
  HOME: variable(text().optional(), { row: "set for us", does: "the user's home", shown: "the OS" }),
  XDG_CONFIG_HOME: variable(text().optional(), {
    row: "set for us",
    does: "their configuration folder",
    shown: "the OS",
  }),
  NEXT_RUNTIME: variable(text().optional(), { row: "set for us", does: "Next's runtime", shown: "Next" }),
  NEXT_PHASE: variable(text().optional(), { row: "set for us", does: "Next's phase (build or serve)", shown: "Next" }),
  HOMEFRONT_FORWARDED_SECRET: variable(text().optional(), {
    row: "set for us",
    does: "`server.mjs`'s per-process secret beside the client address",
    shown: "`server.mjs`",
    secret: true,
  }),
};

/**
 * NEXT_PUBLIC_*: written into the browser's code at build time (lib/env/public.ts), and read by
 * the server too. next.config.ts checks them when the build starts.
 */
export const BUILD = {
  NEXT_PUBLIC_API_BASE_URL: variable(
    matching(/^(\/|https?:\/\/)\S*$/, "a path such as /api or an http(s) URL").default(
      PUBLIC_DEFAULTS.NEXT_PUBLIC_API_BASE_URL,
    ),
    { row: "browser", does: "where browsers find the backend" },
  ),
  NEXT_PUBLIC_API_KEY: variable(text().default(PUBLIC_DEFAULTS.NEXT_PUBLIC_API_KEY), {
    row: "browser",
    does: "the `api_key`",
  }),
  NEXT_PUBLIC_CLIENT_APP: variable(text().default(PUBLIC_DEFAULTS.NEXT_PUBLIC_CLIENT_APP), {
    row: "browser",
    does: "and `client_app` they send",
  }),
  NEXT_PUBLIC_REFERRALS_TOKEN: variable(text().default(PUBLIC_DEFAULTS.NEXT_PUBLIC_REFERRALS_TOKEN), {
    row: "browser",
    does: "the referral form's bearer token",
    shown: "the development token",
  }),
  NEXT_PUBLIC_LEADID_CAMPAIGN_ID: variable(text().optional(), {
    row: "browser",
    does: "Jornaya LeadiD campaign",
  }),
  NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE: variable(text().default(PUBLIC_DEFAULTS.NEXT_PUBLIC_ROOF_PARTNER_UTM_SOURCE), {
    row: "browser",
    does: "`utm_source` of the home-roof partner (spec 4.1)",
  }),
};

/** Read by Sanity Studio (studio/env.ts), which is built apart from the site. */
export const STUDIO = {
  SANITY_STUDIO_PROJECT_ID: variable(text().optional(), {
    row: "studio",
    does: "the Studio's project",
    shown: "`SANITY_PROJECT_ID` or homefront",
  }),
  SANITY_STUDIO_DATASET: variable(text().optional(), {
    row: "studio",
    does: "and dataset",
    shown: "`SANITY_DATASET` or production",
  }),
  SANITY_STUDIO_PREVIEW_ORIGIN: variable(text().default("http://{domain}.localhost:3000"), {
    row: "studio",
    does: "a brand site's address with `{domain}` (`https://{domain}` in production)",
  }),
};

/** Read by the repository's scripts (scripts/*.mjs) before packages are installed. */
export const SCRIPTS = {
  PATH: variable(text().optional(), { row: "set for us", does: "where programs are", shown: "the OS" }),
  INIT_CWD: variable(text().optional(), { row: "set for us", does: "the folder npm was run from", shown: "npm" }),
  XDG_CACHE_HOME: variable(text().optional(), {
    row: "set for us",
    does: "the cache Node 22 is fetched into",
    shown: "the OS",
  }),
};

/** Read by the tests (Vitest, Playwright) and the shell script that starts their Postgres. */
export const TESTS = {
  TEST_DATABASE_URL: variable(url(["postgres", "postgresql"]).optional(), {
    row: "test runs",
    does: "run the integration tests on this Postgres too",
  }),
  PGPORT: variable(whole(1, 65_535).optional(), {
    row: "test runs",
    does: "the port of `scripts/postgres-for-tests.sh`",
    shown: "the first free from 55432",
  }),
  FUZZ_RUNS: variable(whole(1, 1_000_000).default(1000), { row: "test runs", does: "fuzz bodies per endpoint" }),
  INTEGRATION_PORT: variable(whole(1, 65_535).default(3111), {
    row: "test runs",
    does: "the integration tests' server",
  }),
  E2E_PORT: variable(whole(1, 65_535).default(3201), { row: "test runs", does: "the browser tests' server" }),
  E2E_DATASET_PATH: variable(text().optional(), {
    row: "browser tests",
    does: "the dataset copy the browser tests and their server share",
    shown: "set by playwright.config.ts",
  }),
  E2E_MAIL_DIR: variable(text().optional(), {
    row: "browser tests",
    does: "and the mail folder",
    shown: "set by playwright.config.ts",
  }),
  CHROMIUM_PATH: variable(text().default("/usr/bin/chromium"), {
    row: "browser tests",
    does: "the browser of tests and benches",
  }),
};

/** Read by the benchmarks (npm run bench:*). */
export const BENCH = {
  BENCH_LHR_DIR: variable(text().optional(), { row: "browser tests", does: "bench: keep Lighthouse's reports here" }),
};

/** Who reads each group: the README's "read by" column. */
export const SIDES = { server: SERVER, build: BUILD, Studio: STUDIO, scripts: SCRIPTS, tests: TESTS, bench: BENCH };

/** Every variable, by name. */
export const ALL = { ...SERVER, ...BUILD, ...STUDIO, ...SCRIPTS, ...TESTS, ...BENCH };

/** What the running site parses: its own variables and the NEXT_PUBLIC_* ones it shares. */
export const SITE_SCHEMA = z.object({ ...SERVER, ...BUILD });

/**
 * Checks between variables, each giving its message or null. Those of one variable's presence
 * are in its info (requiredWith, inProductionWith).
 * @type {Array<(env: z.output<typeof SITE_SCHEMA>) => string | null>}
 */
export const RULES = [
  (env) =>
    env.TWILIO_ACCOUNT_SID && !env.TWILIO_FROM === !env.TWILIO_MESSAGING_SERVICE_SID
      ? "Set one of TWILIO_FROM (the sending number, +1…) and TWILIO_MESSAGING_SERVICE_SID"
      : null,
  // An address or network allowed the whole ceiling could stop every other visitor's texts.
  (env) =>
    env.SMS_MAX_PER_ADDRESS_PER_HOUR >= env.SMS_MAX_PER_HOUR || env.SMS_MAX_PER_NETWORK_PER_HOUR >= env.SMS_MAX_PER_HOUR
      ? "SMS_MAX_PER_ADDRESS_PER_HOUR and SMS_MAX_PER_NETWORK_PER_HOUR must be below SMS_MAX_PER_HOUR: one address or network must not reach the site's ceiling"
      : null,
];
