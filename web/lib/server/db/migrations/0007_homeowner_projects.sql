CREATE TABLE "homeowner_projects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"customer_ref" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_users" DROP CONSTRAINT "auth_users_customer_ref_customers_id_fk";
--> statement-breakpoint
DROP INDEX "auth_users_customer_key";--> statement-breakpoint
ALTER TABLE "homeowner_projects" ADD CONSTRAINT "homeowner_projects_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeowner_projects" ADD CONSTRAINT "homeowner_projects_customer_ref_customers_id_fk" FOREIGN KEY ("customer_ref") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "homeowner_projects_customer_key" ON "homeowner_projects" USING btree ("customer_ref");--> statement-breakpoint
CREATE INDEX "homeowner_projects_user_idx" ON "homeowner_projects" USING btree ("user_id","id");--> statement-breakpoint
INSERT INTO "homeowner_projects" ("user_id", "customer_ref", "created_at") SELECT "id", "customer_ref", "created_at" FROM "auth_users" WHERE "customer_ref" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" DROP COLUMN "customer_ref";