-- Search's partial-word match reads a stored lower-cased text instead of computing lower(title || ' ' || content)
-- for every row it tests (about 1.2 µs a row in PostgreSQL against 0.2 µs for LIKE on the stored text). The
-- trigram indexes move to the new columns: the same text, so the same index. Adding a stored column rewrites
-- each table once.
DROP INDEX "posts_search_trgm_idx";--> statement-breakpoint
DROP INDEX "discussions_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || content)) STORED;--> statement-breakpoint
ALTER TABLE "discussions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || content)) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_trgm_idx" ON "posts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discussions_search_trgm_idx" ON "discussions" USING gin ("search_text" gin_trgm_ops);