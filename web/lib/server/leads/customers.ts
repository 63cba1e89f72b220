import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { digitsOnly } from "@/lib/format/number";
import type { Answers, AnswerValue } from "@/lib/leadFields/types";
import type { Database } from "@/lib/server/db";
import { consentEvidence, customers, outbox } from "@/lib/server/db/schema";
import { leadsCompleted } from "@/lib/server/metrics/metrics.mjs";
import { isComplete } from "./complete";
import type { ShownConsent } from "./consentShown";
import { assignExperiments, type RunningExperiment } from "./experiments";
import { leadRecord } from "./leadRecord";
import { sealAnswers } from "./sensitiveAnswers";

const newToken = () => randomBytes(24).toString("base64url");

export type NewCustomer = {
  brand: string | null;
  product: string;
  category: string;
  flowType: string | null;
  clientApp: string;
  landingUrl: string | null;
  landingParams: Record<string, string>;
  navigator: Record<string, unknown>;
  pageContext: Record<string, string>;
  ipAddress: string | null;
  userAgent: string | null;
};

/** A new customer with its token and its variants of the `running` experiments (from content). */
export async function createCustomer(db: Database, input: NewCustomer, running: readonly RunningExperiment[] = []) {
  const token = newToken();
  const experiments = assignExperiments(token, running);
  const [row] = await db
    .insert(customers)
    .values({ ...input, token, experiments })
    .returning({ token: customers.token, customerId: customers.customerId, experiments: customers.experiments });
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function findCustomer(db: Database, token: string) {
  const [row] = await db.select().from(customers).where(eq(customers.token, token)).limit(1);
  return row ?? null;
}

export async function findCustomerById(db: Database, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

export type ConsentInput = {
  consentText: string;
  consentVersion: string;
  /** The consents the site shows (content): the text and version given must be one of them. */
  shownOnSite: readonly ShownConsent[];
  ipAddress: string | null;
  userAgent: string | null;
  pageUrl: string | null;
  certUrl: string | null;
  pingUrl: string | null;
  leadIdToken: string | null;
};

export type UpdateResult =
  | { status: "updated"; customer: typeof customers.$inferSelect }
  | { status: "not_found" }
  | { status: "too_large" }
  | { status: "consent_problem"; fields: Record<string, string> }
  | { status: "refused"; fields: Record<string, string> };

/**
 * Answers the lead's questionnaire may refuse, asked under the row lock with the lead's flow:
 * the refused fields and their messages, or null to take them all.
 */
export type AnswerGate = (flowType: string | null) => Promise<Record<string, string> | null>;

/**
 * The lead's phone as a consent text names it, (xxx) xxx-xxxx: stored in that form, since every
 * answer reaches the lead through the lead-field table's check (lib/leadFields/check.ts).
 */
const leadPhone = (value: AnswerValue | undefined): string => (typeof value === "string" ? value : "");

/**
 * Merges answers into the stored lead in one transaction: the row is locked, answers are merged
 * (new keys win, nothing is removed), consent evidence is appended with the phone number it
 * names, and a lead that just became complete gets its completion time and an outbox row for the
 * buyer webhook. A consent that names no phone, or a different one, changes nothing.
 */
export async function updateCustomer(
  db: Database,
  token: string,
  answers: Answers,
  consent: ConsentInput | null,
  gate?: AnswerGate,
  /** The most a lead's answers may take together, as JSON (LEAD_ANSWERS_MAX_BYTES). */
  maxAnswersBytes = Number.POSITIVE_INFINITY,
): Promise<UpdateResult> {
  let completed = false;
  const result = await db.transaction(async (tx): Promise<UpdateResult> => {
    const [current] = await tx.select().from(customers).where(eq(customers.token, token)).for("update").limit(1);
    if (!current) return { status: "not_found" };
    const refused = gate ? await gate(current.flowType) : null;
    if (refused) return { status: "refused", fields: refused };
    const merged = { ...current.answers, ...sealAnswers(answers) };
    // phone_verified holds only while the phone is the number a texted code verified (checkCode).
    if (merged.phone_verified === true && digitsOnly(leadPhone(merged.phone)) !== current.verifiedPhone) {
      merged.phone_verified = false;
    }
    // Leads are free to make: without a total, one lead's answers grew without end (issue 57 item 8).
    if (Buffer.byteLength(JSON.stringify(merged), "utf8") > maxAnswersBytes) return { status: "too_large" };
    if (consent) {
      const shownPhone = leadPhone(merged.phone);
      const phone = digitsOnly(shownPhone);
      if (phone.length !== 10) {
        return { status: "consent_problem", fields: { phone: "The phone number consented to is required." } };
      }
      if (!consent.consentText.includes(shownPhone)) {
        return {
          status: "consent_problem",
          fields: { tcpa_consent_text: "The consent text must name the phone number consented to." },
        };
      }
      const shownHere = consent.shownOnSite.some(
        (shown) => shown.version === consent.consentVersion && shown.textFor(shownPhone) === consent.consentText,
      );
      if (!shownHere) {
        return {
          status: "consent_problem",
          fields: { tcpa_consent_text: "The consent text and version must be the ones this site shows." },
        };
      }
      const { shownOnSite: _shown, ...evidence } = consent;
      await tx.insert(consentEvidence).values({ customerId: current.id, ...evidence, phone });
    }
    const consents = await tx.select().from(consentEvidence).where(eq(consentEvidence.customerId, current.id));
    const becameComplete = !current.completedAt && isComplete(merged, consents.length > 0);
    const [updated] = await tx
      .update(customers)
      .set({
        answers: merged,
        updatedAt: new Date(),
        ...(becameComplete ? { completedAt: new Date() } : {}),
      })
      .where(eq(customers.id, current.id))
      .returning();
    if (becameComplete && updated) {
      await tx
        .insert(outbox)
        .values({ customerId: current.id, kind: "buyer_webhook", payload: leadRecord(updated, consents) })
        .onConflictDoNothing();
    }
    if (!updated) throw new Error("update returned no row");
    completed = becameComplete;
    return { status: "updated", customer: updated };
  });
  // Counted once committed: a rolled-back completion is no lead.
  if (completed) leadsCompleted().inc();
  return result;
}

export async function setCustomerIp(db: Database, id: number, ipAddress: string | null) {
  await db.update(customers).set({ ipAddress }).where(eq(customers.id, id));
}
