CREATE INDEX "discussions_author_category_idx" ON "discussions" USING btree ("author_id","category") WHERE "discussions"."hidden_at" is null;--> statement-breakpoint
-- Statistics on each profile's visibility: without them the planner guesses half the members are not public and
-- reads every discussion for the per-viewer category counts (472 ms at 100k discussions) instead of the 500 authors.
CREATE STATISTICS IF NOT EXISTS "profiles_visibility_stats" ON (coalesce("settings" -> 'privacy' ->> 'profileVisibility', 'public')) FROM "profiles";--> statement-breakpoint
ANALYZE "profiles";
