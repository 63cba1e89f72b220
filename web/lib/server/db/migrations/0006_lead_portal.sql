CREATE TABLE "lead_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_ref" bigint NOT NULL,
	"partner_id" text NOT NULL,
	"assigned_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "customer_ref" bigint;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_customer_ref_customers_id_fk" FOREIGN KEY ("customer_ref") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_partner_id_auth_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_assignments_customer_key" ON "lead_assignments" USING btree ("customer_ref");--> statement-breakpoint
CREATE INDEX "lead_assignments_partner_idx" ON "lead_assignments" USING btree ("partner_id");--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_customer_ref_customers_id_fk" FOREIGN KEY ("customer_ref") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;