import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The one database schema (Postgres dialect) for the embedded PGlite and a Postgres server.
 * Rows about a visitor hang off `customers` by id; evidence and events are append-only so a
 * later request can never overwrite what was recorded before.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable(
  "customers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: uuid("customer_id").notNull().defaultRandom(),
    token: text("token").notNull(),
    /** The brand whose site made the lead (its Host at customer_init); null for leads before it was kept. */
    brand: text("brand"),
    product: text("product").notNull(),
    category: text("category").notNull(),
    flowType: text("flow_type"),
    clientApp: text("client_app").notNull(),
    landingUrl: text("landing_url"),
    landingParams: jsonb("landing_params").$type<Record<string, string>>().notNull().default({}),
    navigator: jsonb("navigator").$type<Record<string, unknown>>().notNull().default({}),
    pageContext: jsonb("page_context").$type<Record<string, string>>().notNull().default({}),
    experiments: jsonb("experiments").$type<Record<string, string>>().notNull().default({}),
    answers: jsonb("answers").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /**
     * The number a texted code verified (10 digits): phone_verified holds only while the lead's
     * phone is this number (lib/server/leads/phoneVerification.ts, customers.ts).
     */
    verifiedPhone: text("verified_phone"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("customers_token_key").on(table.token),
    uniqueIndex("customers_customer_id_key").on(table.customerId),
    index("customers_completed_at_idx").on(table.completedAt),
    index("customers_brand_created_idx").on(table.brand, table.createdAt),
  ],
);

/** One row per consent given: the exact words shown and where, when and from whom. */
export const consentEvidence = pgTable(
  "consent_evidence",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_ref", { mode: "number" })
      .notNull()
      .references(() => customers.id),
    consentText: text("consent_text").notNull(),
    consentVersion: text("consent_version").notNull(),
    phone: text("phone").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    pageUrl: text("page_url"),
    certUrl: text("cert_url"),
    pingUrl: text("ping_url"),
    leadIdToken: text("leadid_token"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("consent_evidence_customer_idx").on(table.customerId)],
);

export const plateVisits = pgTable(
  "plate_visits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_ref", { mode: "number" })
      .notNull()
      .references(() => customers.id),
    plate: text("plate").notNull(),
    pageContext: jsonb("page_context").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index("plate_visits_customer_idx").on(table.customerId)],
);

export const experimentEvents = pgTable("experiment_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  customerId: uuid("customer_id").notNull(),
  experimentName: text("experiment_name").notNull(),
  experimentValue: text("experiment_value").notNull(),
  status: text("status").notNull(),
  createdAt: createdAt(),
});

export const referrals = pgTable("referrals", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** The lead made for the referred homeowner (issue 10), whose project stage the referrer follows. */
  customerId: bigint("customer_ref", { mode: "number" }).references(() => customers.id),
  advocateId: text("advocate_id"),
  advocateEmail: text("advocate_email"),
  sourceId: text("source_id").notNull(),
  externalSource: text("external_source"),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** Session-recording batches, appended in arrival order. */
export const recordingChunks = pgTable(
  "recording_chunks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_ref", { mode: "number" })
      .notNull()
      .references(() => customers.id),
    eventCount: integer("event_count").notNull(),
    /** The batch's size as received (UTF-8 JSON), counted against the lead's recording budget. */
    bytes: integer("bytes").notNull().default(0),
    /** Who sent the batch: an address's batches of the last hour share one budget (issue 57 item 8). */
    ipAddress: text("ip_address"),
    events: jsonb("events").$type<unknown[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("recording_chunks_customer_idx").on(table.customerId),
    index("recording_chunks_ip_created_idx").on(table.ipAddress, table.createdAt),
  ],
);

export const phoneVerifications = pgTable(
  "phone_verifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_ref", { mode: "number" })
      .notNull()
      .references(() => customers.id),
    phone: text("phone").notNull(),
    /** Who asked for the text: the SMS limits count per address and per network (/24, /64). */
    ipAddress: text("ip_address"),
    network: text("network"),
    /** The proof of work this text was paid with, once (lib/server/leads/smsChallenge.ts). */
    challengeNonce: text("challenge_nonce"),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("phone_verifications_customer_idx").on(table.customerId),
    // The SMS limits count the last hour's codes per number and in all (lib/server/leads/phoneVerification.ts).
    index("phone_verifications_phone_created_idx").on(table.phone, table.createdAt),
    index("phone_verifications_created_idx").on(table.createdAt),
    index("phone_verifications_ip_created_idx").on(table.ipAddress, table.createdAt),
    index("phone_verifications_network_created_idx").on(table.network, table.createdAt),
    uniqueIndex("phone_verifications_challenge_key").on(table.challengeNonce),
  ],
);

/** Leads waiting to be delivered to the buyer webhook; one row per lead, retried with back-off. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_ref", { mode: "number" })
      .notNull()
      .references(() => customers.id),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("outbox_customer_kind_key").on(table.customerId, table.kind),
    index("outbox_due_idx").on(table.nextAttemptAt).where(sql`delivered_at is null`),
  ],
);

/**
 * Request counts per client and route per minute, shared by every server on one Postgres
 * (lib/server/http/rateLimit.ts). The embedded database serves one process, which counts in memory.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Accounts (issue 10): better-auth's four models on our own database, under our table names
 * (lib/server/auth/auth.ts maps them). `role` is one of lib/server/auth/roles.ts; a homeowner's
 * projects (the leads they claimed) are in homeowner_projects.
 */
export const authUsers = pgTable(
  "auth_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    username: text("username"),
    displayUsername: text("display_username"),
    role: text("role").notNull().default("homeowner"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("auth_users_email_key").on(table.email),
    uniqueIndex("auth_users_username_key").on(table.username),
  ],
);

/**
 * The leads a homeowner's account has claimed (issue 58 item 4: a second project with the same
 * e-mail joins the same account). A lead belongs to one account at most.
 */
export const homeownerProjects = pgTable(
  "homeowner_projects",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    customerId: bigint("customer_ref", { mode: "number" })
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("homeowner_projects_customer_key").on(table.customerId),
    index("homeowner_projects_user_idx").on(table.userId, table.id),
  ],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("auth_sessions_token_key").on(table.token), index("auth_sessions_user_idx").on(table.userId)],
);

/** Credentials: `password` holds better-auth's scrypt hash, never the password. */
export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_accounts_user_idx").on(table.userId)],
);

/** One-time values: password-reset tokens. */
export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_verifications_identifier_idx").on(table.identifier)],
);

/** Sign-in attempts per address and path, shared by every server (better-auth's database storage). */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * The installer's project stage of a homeowner's lead, append-only: the latest row is the current
 * stage, the rows before it who moved it and when.
 */
export const projectStages = pgTable(
  "project_stages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_ref", { mode: "number" })
      .notNull()
      .references(() => customers.id),
    stage: text("stage").notNull(),
    changedBy: text("changed_by"),
    createdAt: createdAt(),
  },
  (table) => [index("project_stages_customer_idx").on(table.customerId, table.id)],
);

/** Which partner (lead portal) a lead is given to; one partner per lead, the latest assignment wins. */
export const leadAssignments = pgTable(
  "lead_assignments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_ref", { mode: "number" })
      .notNull()
      .references(() => customers.id),
    partnerId: text("partner_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    assignedBy: text("assigned_by").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("lead_assignments_customer_key").on(table.customerId),
    index("lead_assignments_partner_idx").on(table.partnerId),
  ],
);
