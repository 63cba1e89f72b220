import type { customers } from "@/lib/server/db/schema";

/** The customer JSON the browser reads back: its answers flat, plus what the session needs. */
export const customerView = (row: typeof customers.$inferSelect) => ({
  ...row.answers,
  token: row.token,
  customer_id: row.customerId,
  experiments: row.experiments,
  landing_params: row.landingParams,
  flow_type: row.flowType,
  complete: row.completedAt !== null,
});
