ALTER TABLE "waitlist_sends" ADD COLUMN "send_id" uuid;--> statement-breakpoint
CREATE INDEX "waitlist_sends_send_idx" ON "waitlist_sends" USING btree ("send_id");