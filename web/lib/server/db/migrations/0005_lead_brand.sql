ALTER TABLE "customers" ADD COLUMN "brand" text;--> statement-breakpoint
CREATE INDEX "customers_brand_created_idx" ON "customers" USING btree ("brand","created_at");