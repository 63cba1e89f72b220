ALTER TABLE "customers" ADD COLUMN "verified_phone" text;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "challenge_nonce" text;--> statement-breakpoint
CREATE INDEX "phone_verifications_ip_created_idx" ON "phone_verifications" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_network_created_idx" ON "phone_verifications" USING btree ("network","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_verifications_challenge_key" ON "phone_verifications" USING btree ("challenge_nonce");--> statement-breakpoint
UPDATE "customers" SET "verified_phone" = regexp_replace("answers"->>'phone', '\D', '', 'g') WHERE "answers"->>'phone_verified' = 'true';
