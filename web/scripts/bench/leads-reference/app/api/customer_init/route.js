import { randomBytes } from "node:crypto";
import { inTransaction } from "../../../lib/db.js";

/** customer_init's SQL: one insert returning the token, id and variants. */
export async function POST(request) {
  const body = await request.json();
  const token = randomBytes(24).toString("base64url");
  const landing = { utm_source: body.utm_source, utm_campaign: body.utm_campaign };
  const row = await inTransaction(async (client) => {
    const { rows } = await client.query(
      `insert into "customers" ("id", "customer_id", "token", "brand", "product", "category", "flow_type", "client_app", "landing_url", "landing_params", "navigator", "page_context", "experiments", "answers", "ip_address", "user_agent", "completed_at", "created_at", "updated_at") values (default, default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, default, $12, $13, default, default, default) returning "token", "customer_id", "experiments"`,
      [
        token,
        "sunsaver",
        body.product,
        body.category,
        body.flow_type,
        body.client_app,
        body.landing_url,
        landing,
        {},
        { href: "", path: "", domain: "", origin: "", referrer: "" },
        { results_layout: "comparison_first", phone_step_copy: "control" },
        request.headers.get("x-forwarded-for") ?? "127.0.0.1",
        request.headers.get("user-agent"),
      ],
    );
    return rows[0];
  });
  return Response.json({
    token: row.token,
    customer_id: row.customer_id,
    experiments: row.experiments,
    landing_params: landing,
  });
}
