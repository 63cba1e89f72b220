ALTER TABLE "recording_chunks" ADD COLUMN "ip_address" text;--> statement-breakpoint
CREATE INDEX "recording_chunks_ip_created_idx" ON "recording_chunks" USING btree ("ip_address","created_at");