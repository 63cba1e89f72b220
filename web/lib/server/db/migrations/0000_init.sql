CREATE TABLE "consent_evidence" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_ref" bigint NOT NULL,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"phone" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"page_url" text,
	"cert_url" text,
	"ping_url" text,
	"leadid_token" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"product" text NOT NULL,
	"category" text NOT NULL,
	"flow_type" text,
	"client_app" text NOT NULL,
	"landing_url" text,
	"landing_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"navigator" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"page_context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"experiments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"experiment_name" text NOT NULL,
	"experiment_value" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_ref" bigint NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_ref" bigint NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plate_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_ref" bigint NOT NULL,
	"plate" text NOT NULL,
	"page_context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_chunks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_ref" bigint NOT NULL,
	"event_count" integer NOT NULL,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"advocate_id" text,
	"advocate_email" text,
	"source_id" text NOT NULL,
	"external_source" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_evidence" ADD CONSTRAINT "consent_evidence_customer_ref_customers_id_fk" FOREIGN KEY ("customer_ref") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_customer_ref_customers_id_fk" FOREIGN KEY ("customer_ref") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_customer_ref_customers_id_fk" FOREIGN KEY ("customer_ref") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_visits" ADD CONSTRAINT "plate_visits_customer_ref_customers_id_fk" FOREIGN KEY ("customer_ref") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD CONSTRAINT "recording_chunks_customer_ref_customers_id_fk" FOREIGN KEY ("customer_ref") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_evidence_customer_idx" ON "consent_evidence" USING btree ("customer_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_token_key" ON "customers" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_customer_id_key" ON "customers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customers_completed_at_idx" ON "customers" USING btree ("completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_customer_kind_key" ON "outbox" USING btree ("customer_ref","kind");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "phone_verifications_customer_idx" ON "phone_verifications" USING btree ("customer_ref");--> statement-breakpoint
CREATE INDEX "plate_visits_customer_idx" ON "plate_visits" USING btree ("customer_ref");--> statement-breakpoint
CREATE INDEX "recording_chunks_customer_idx" ON "recording_chunks" USING btree ("customer_ref");