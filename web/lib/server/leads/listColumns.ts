import { sql } from "drizzle-orm";
import { customers } from "@/lib/server/db/schema";

/** One of a lead's answers, as stored (null when it was not given). */
export const answerColumn = (key: string) => sql<string | null>`${customers.answers}->>${key}`;

/** What a list of leads (the staff console's, a partner's) shows of each: its origin, its times, who. */
export const leadListColumns = {
  brand: customers.brand,
  flow: customers.flowType,
  createdAt: customers.createdAt,
  completedAt: customers.completedAt,
  firstName: answerColumn("first_name"),
  lastName: answerColumn("last_name"),
  email: answerColumn("email"),
  phone: answerColumn("phone"),
};
