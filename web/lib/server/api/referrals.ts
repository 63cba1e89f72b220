import { and, eq } from "drizzle-orm";
import { isRequestField } from "studio/updateCustomerRequest";
import { brandForHost } from "@/lib/brand/host";
import { hostTable } from "@/lib/brand/hostTable";
import { signedInUser } from "@/lib/server/auth/session";
import type { Database } from "@/lib/server/db";
import { authUsers } from "@/lib/server/db/schema";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { type ReferralFields, recordReferral } from "@/lib/server/leads/referrals";
import { pageContextOf } from "./pageContext";
import { referralSchema } from "./schemas";

/** Whether `advocateId` names a partner account (lead portal): then only that partner may use it. */
async function isPartner(db: Database, advocateId: string) {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.id, advocateId), eq(authUsers.role, "partner")))
    .limit(1);
  return Boolean(row);
}

/**
 * POST /referrals: a referral from an advocate (bearer token checked). A partner's id (lead portal)
 * can only be credited by that partner, signed in.
 */
export const handleReferral = route(
  { name: "referrals", schema: referralSchema, auth: "referralsBearer" },
  async (input, { db, request, ip, userAgent }) => {
    if (input.advocate_id && (await isPartner(db, input.advocate_id))) {
      const user = await signedInUser(request.headers);
      if (user?.id !== input.advocate_id) {
        throw new HttpError(403, "Only the partner signed in can refer in their own name.", {
          advocate_id: "Sign in as this partner to refer in their name.",
        });
      }
    }
    const payload = Object.fromEntries(
      Object.entries(input).filter(([key]) => !isRequestField(key) || key === "client_app"),
    );
    const id = await recordReferral(db, input as ReferralFields, payload, {
      brand: brandForHost(request.headers.get("host"), await hostTable()),
      pageContext: pageContextOf(input),
      ipAddress: ip,
      userAgent,
    });
    return json({ referral_id: id }, 201);
  },
);
