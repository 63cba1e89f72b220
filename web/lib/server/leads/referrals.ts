import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db";
import { customers, referrals } from "@/lib/server/db/schema";
import { createCustomer, type NewCustomer } from "./customers";

const CONTACT_FIELDS = ["first_name", "last_name", "email", "phone"] as const;

export type ReferralFields = Record<string, unknown> & {
  product: string;
  client_app: string;
  source_id: string;
  external_source?: string | undefined;
  advocate_id?: string | undefined;
  advocate_email?: string | undefined;
};

/**
 * Records a referral (spec 7's fields in its row and payload). One with contact details also
 * becomes a lead of its own (utm_source "referral"), so its project can be followed by stage and
 * the referrer paid on it. `origin` is where the request came from (brand, page, address).
 */
export async function recordReferral(
  db: Database,
  fields: ReferralFields,
  payload: Record<string, unknown>,
  origin: Pick<NewCustomer, "brand" | "pageContext" | "ipAddress" | "userAgent">,
): Promise<number | null> {
  const contact = Object.fromEntries(
    CONTACT_FIELDS.flatMap((key) =>
      typeof fields[key] === "string" && fields[key] ? [[key, fields[key] as string]] : [],
    ),
  );
  return db.transaction(async (tx) => {
    let customerId: number | null = null;
    if (Object.keys(contact).length > 0) {
      const lead = await createCustomer(tx as unknown as Database, {
        ...origin,
        product: fields.product,
        category: "solar",
        flowType: null,
        clientApp: fields.client_app,
        landingUrl: null,
        landingParams: {
          utm_source: "referral",
          ...(fields.external_source ? { external_source: fields.external_source } : {}),
        },
        navigator: {},
      });
      const [row] = await tx
        .update(customers)
        .set({ answers: contact })
        .where(eq(customers.token, lead.token))
        .returning({ id: customers.id });
      customerId = row?.id ?? null;
    }
    const [row] = await tx
      .insert(referrals)
      .values({
        customerId,
        advocateId: fields.advocate_id ?? null,
        advocateEmail: fields.advocate_email ?? null,
        sourceId: fields.source_id,
        externalSource: fields.external_source ?? null,
        payload,
      })
      .returning({ id: referrals.id });
    return row?.id ?? null;
  });
}
