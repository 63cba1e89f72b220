import { CONSENT_COLUMNS, CUSTOMER_COLUMNS, inTransaction } from "../../../lib/db.js";

const NOT_ANSWERS = new Set(["api_key", "client_app", "token", "tcpa_consent_text", "tcpa_consent_version"]);
const REQUIRED = ["first_name", "last_name", "email", "phone", "zip"];

/** update_customer's SQL: the row locked, consent added, answers merged, the outbox row when complete. */
export async function POST(request) {
  const body = await request.json();
  const answers = Object.fromEntries(Object.entries(body).filter(([key]) => !NOT_ANSWERS.has(key)));
  const row = await inTransaction(async (client) => {
    const {
      rows: [current],
    } = await client.query(
      `select ${CUSTOMER_COLUMNS} from "customers" where "customers"."token" = $1 limit $2 for update`,
      [body.token, 1],
    );
    const merged = { ...current.answers, ...answers };
    if (body.tcpa_accepted === true) {
      await client.query(
        `insert into "consent_evidence" ("id", "customer_ref", "consent_text", "consent_version", "phone", "ip_address", "user_agent", "page_url", "cert_url", "ping_url", "leadid_token", "accepted_at") values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, default)`,
        [
          current.id,
          body.tcpa_consent_text,
          body.tcpa_consent_version,
          String(body.phone).replace(/\D/g, ""),
          "127.0.0.1",
          request.headers.get("user-agent"),
          null,
          null,
          null,
          null,
        ],
      );
    }
    const { rows: consents } = await client.query(
      `select ${CONSENT_COLUMNS} from "consent_evidence" where "consent_evidence"."customer_ref" = $1`,
      [current.id],
    );
    const complete =
      !current.completed_at &&
      consents.length > 0 &&
      merged.tcpa_accepted === true &&
      REQUIRED.every((key) => merged[key]);
    const now = new Date();
    const {
      rows: [updated],
    } = complete
      ? await client.query(
          `update "customers" set "answers" = $1, "completed_at" = $2, "updated_at" = $3 where "customers"."id" = $4 returning ${CUSTOMER_COLUMNS}`,
          [merged, now, now, current.id],
        )
      : await client.query(
          `update "customers" set "answers" = $1, "updated_at" = $2 where "customers"."id" = $3 returning ${CUSTOMER_COLUMNS}`,
          [merged, now, current.id],
        );
    if (complete) {
      const consent = consents.at(-1);
      const payload = {
        lead_id: updated.customer_id,
        created_at: updated.created_at.toISOString(),
        completed_at: now.toISOString(),
        product: updated.product,
        category: updated.category,
        flow_type: updated.flow_type,
        landing_url: updated.landing_url,
        landing_params: updated.landing_params,
        answers: updated.answers,
        consent: {
          text: consent.consent_text,
          version: consent.consent_version,
          phone: consent.phone,
          accepted_at: consent.accepted_at.toISOString(),
        },
      };
      await client.query(
        `insert into "outbox" ("id", "customer_ref", "kind", "payload", "attempts", "next_attempt_at", "delivered_at", "last_error", "created_at") values (default, $1, $2, $3, default, default, default, default, default) on conflict do nothing`,
        [current.id, "buyer_webhook", payload],
      );
    }
    return updated;
  });
  return Response.json({
    ...row.answers,
    token: row.token,
    customer_id: row.customer_id,
    experiments: row.experiments,
    landing_params: row.landing_params,
    flow_type: row.flow_type,
    complete: row.completed_at !== null,
  });
}
