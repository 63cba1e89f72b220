import type { customers } from "@/lib/server/db/schema";
import { withoutSensitive } from "@/lib/server/leads/sensitiveAnswers";

/**
 * The customer JSON the browser reads back: its answers flat (never a sensitive one: the visitor's
 * tab already has it, and a token in a URL must not reveal it), plus what the session needs.
 */
export const customerView = (row: typeof customers.$inferSelect) => ({
  ...withoutSensitive(row.answers),
  token: row.token,
  customer_id: row.customerId,
  experiments: row.experiments,
  landing_params: row.landingParams,
  flow_type: row.flowType,
  complete: row.completedAt !== null,
});
