-- Search's partial-word match reads a stored lower-cased text instead of computing lower(title || ' ' || content)
-- for every row it tests (about 1.2 µs a row in PostgreSQL against 0.2 µs for LIKE on the stored text), through
-- new trigram indexes on the new columns. The indexes on the expression stay for the previous release's instances
-- during a rolling deploy (migrations only add; the next release drops them). Adding a stored column rewrites the
-- table under an exclusive lock, held until the migrations' transaction commits: posts and discussions can be
-- neither read nor written meanwhile. At a million posts that was about 40 s (3 s for the column, 37 s for the
-- trigram index); at the sizes the product has today, well under a second.
ALTER TABLE "posts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || content)) STORED;--> statement-breakpoint
ALTER TABLE "discussions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || content)) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_text_trgm_idx" ON "posts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discussions_search_text_trgm_idx" ON "discussions" USING gin ("search_text" gin_trgm_ops);