import { plateVisits } from "@/lib/server/db/schema";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { pageContextOf } from "./pageContext";
import { plateVisitSchema } from "./schemas";

/** POST /plate_visit: the route (without query) a visitor with a token reached (spec 4.2). */
export const handlePlateVisit = route(
  { name: "plate_visit", schema: plateVisitSchema, auth: "clientApp" },
  async (input, { db }) => {
    const customer = await findCustomer(db, input.token);
    if (!customer) throw new HttpError(404, "No customer has this token.", { token: "No customer has this token." });
    await db.insert(plateVisits).values({
      customerId: customer.id,
      plate: input.current_plate.split("?")[0] ?? input.current_plate,
      pageContext: pageContextOf(input),
    });
    return json({ recorded: true });
  },
);
