import { eq } from "drizzle-orm";
import { customers, experimentEvents } from "@/lib/server/db/schema";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { trackExperimentSchema } from "./schemas";

/** POST /webhooks/track_experiment: an experiment was shown to a customer (fire and forget). */
export const handleTrackExperiment = route(
  { name: "track_experiment", schema: trackExperimentSchema, auth: "none" },
  async (input, { db }) => {
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerId, input.customer_id))
      .limit(1);
    if (!customer) throw new HttpError(404, "No customer has this id.", { customer_id: "No customer has this id." });
    await db.insert(experimentEvents).values({
      customerId: input.customer_id,
      experimentName: input.experiment_name,
      experimentValue: input.experiment_value,
      status: input.status,
    });
    return json({ recorded: true });
  },
);
