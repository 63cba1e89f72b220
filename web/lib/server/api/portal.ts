import { and, eq } from "drizzle-orm";
import { object } from "yup";
import { PRODUCT, REFERRAL_SOURCE_ID } from "@/lib/api/base";
import { brandForHost } from "@/lib/brand/host";
import { hostTable } from "@/lib/brand/hostTable";
import { requireRole } from "@/lib/server/auth/session";
import { authUsers, leadAssignments } from "@/lib/server/db/schema";
import { DEFAULT_CLIENT_APP } from "@/lib/server/http/config";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { recordReferral } from "@/lib/server/leads/referrals";
import { partnerLeads, partnerReferrals } from "@/lib/server/portal/portal";
import { assignLeadSchema, portalReferSchema } from "./schemas";

/** The external_source of referrals made on the lead portal. */
const PORTAL_EXTERNAL_SOURCE = "lead-portal";

/** GET /api/portal/leads: the signed-in partner's assigned leads, with consent evidence; nobody else's. */
export const handlePortalLeads = route(
  { name: "portal_leads", schema: object({}), auth: "none", source: "query" },
  async (_input, { db, request }) => {
    const partner = await requireRole(request, ["partner"]);
    return json({ leads: await partnerLeads(db, partner.id) });
  },
);

/** GET /api/portal/referrals: the signed-in partner's referrals, their stages and commission. */
export const handlePortalReferrals = route(
  { name: "portal_referrals", schema: object({}), auth: "none", source: "query" },
  async (_input, { db, request }) => {
    const partner = await requireRole(request, ["partner"]);
    return json(await partnerReferrals(db, partner.id));
  },
);

/**
 * POST /api/portal/refer: the signed-in partner refers a homeowner. The row carries spec 7's
 * referral fields: the fixed source id, external_source "lead-portal", the partner as advocate.
 */
export const handlePortalRefer = route(
  { name: "portal_refer", schema: portalReferSchema, auth: "none" },
  async (input, { db, request, config, ip, userAgent }) => {
    const partner = await requireRole(request, ["partner"]);
    const fields = {
      ...input,
      product: PRODUCT,
      client_app: [...config.clientApps][0] ?? DEFAULT_CLIENT_APP,
      source_id: REFERRAL_SOURCE_ID,
      external_source: PORTAL_EXTERNAL_SOURCE,
      advocate_id: partner.id,
    };
    const id = await recordReferral(db, fields, fields, {
      brand: brandForHost(request.headers.get("host"), await hostTable()),
      pageContext: {},
      ipAddress: ip,
      userAgent,
    });
    return json({ referral_id: id }, 201);
  },
);

/** POST /api/console/assign: staff give a lead to a partner (replacing an earlier assignment). */
export const handleAssignLead = route(
  { name: "console_assign", schema: assignLeadSchema, auth: "none" },
  async (input, { db, request }) => {
    const staff = await requireRole(request, ["staff"]);
    const customer = await findCustomer(db, input.customer_token);
    if (!customer) throw new HttpError(404, "No lead has this token.", { customer_token: "No lead has this token." });
    const [partner] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(and(eq(authUsers.username, input.partner_username.toLowerCase()), eq(authUsers.role, "partner")))
      .limit(1);
    if (!partner) {
      throw new HttpError(404, "No partner has this username.", { partner_username: "No partner has this username." });
    }
    await db
      .insert(leadAssignments)
      .values({ customerId: customer.id, partnerId: partner.id, assignedBy: staff.id })
      .onConflictDoUpdate({
        target: leadAssignments.customerId,
        set: { partnerId: partner.id, assignedBy: staff.id },
      });
    return json({ assigned: input.partner_username.toLowerCase() });
  },
);
