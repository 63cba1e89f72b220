import { referrals } from "@/lib/server/db/schema";
import { json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { REQUEST_FIELDS, referralSchema } from "./schemas";

/** POST /referrals: a referral from an advocate (bearer token checked). */
export const handleReferral = route(
  { name: "referrals", schema: referralSchema, auth: "referralsBearer" },
  async (input, { db }) => {
    const payload = Object.fromEntries(
      Object.entries(input).filter(([key]) => !REQUEST_FIELDS.has(key) || key === "client_app"),
    );
    const [row] = await db
      .insert(referrals)
      .values({
        advocateId: input.advocate_id ?? null,
        advocateEmail: (input.advocate_email as string | undefined) ?? null,
        sourceId: input.source_id,
        externalSource: input.external_source ?? null,
        payload,
      })
      .returning({ id: referrals.id });
    return json({ referral_id: row?.id ?? null }, 201);
  },
);
