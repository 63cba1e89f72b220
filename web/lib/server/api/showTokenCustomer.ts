import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { findCustomer } from "@/lib/server/leads/customers";
import { customerView } from "./customerView";
import { showTokenCustomerSchema } from "./schemas";

/** GET /show_token_customer?customer_token=…&api_key=…: the customer JSON (spec 7). */
export const handleShowTokenCustomer = route(
  { name: "show_token_customer", schema: showTokenCustomerSchema, auth: "apiKeyOnly", source: "query" },
  async (input, { db }) => {
    const customer = await findCustomer(db, input.customer_token);
    if (!customer)
      throw new HttpError(404, "No customer has this token.", { customer_token: "No customer has this token." });
    return json(customerView(customer));
  },
);
