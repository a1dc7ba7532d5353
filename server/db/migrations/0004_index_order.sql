DROP INDEX "inbox_user_created_idx";--> statement-breakpoint
DROP INDEX "waitlist_created_idx";--> statement-breakpoint
DROP INDEX "posts_created_idx";--> statement-breakpoint
DROP INDEX "posts_author_created_idx";--> statement-breakpoint
DROP INDEX "saved_formulas_user_created_idx";--> statement-breakpoint
CREATE INDEX "inbox_user_created_idx" ON "inbox" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_created_idx" ON "waitlist" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_author_created_idx" ON "posts" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_formulas_user_created_idx" ON "saved_formulas" USING btree ("user_id","created_at","id");