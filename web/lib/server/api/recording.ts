import { recordingChunks } from "@/lib/server/db/schema";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { recordingSchema } from "./schemas";

/** POST /api/rrweb-recording: a batch of session-recording events appended to the token's recording. */
export const handleRecording = route(
  { name: "rrweb_recording", schema: recordingSchema, auth: "none", bodyLimit: "recording" },
  async (input, { db }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw new HttpError(404, "No customer has this token.", { token: "No customer has this token." });
    await db
      .insert(recordingChunks)
      .values({ customerId: customer.id, eventCount: input.events.length, events: input.events });
    return json({ stored: input.events.length });
  },
);
