CREATE TABLE "content_counts" (
	"kind" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "content_counts_kind_shard_pk" PRIMARY KEY("kind","shard")
);
--> statement-breakpoint
CREATE INDEX "formula_generations_created_idx" ON "formula_generations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "post_comments_created_idx" ON "post_comments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_refunded_idx" ON "orders" USING btree ("refunded_at") WHERE "orders"."refunded_at" is not null;--> statement-breakpoint
-- Exact counts of visible rows (hidden_at is null) for the analytics tiles. One statement-level trigger per
-- event and table adds the change of one statement, whatever its size, to a shard chosen by the backend.
CREATE FUNCTION "content_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
  added bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) INTO added FROM new_rows WHERE hidden_at IS NULL;
    delta := delta + added;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*) INTO added FROM old_rows WHERE hidden_at IS NULL;
    delta := delta - added;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO content_counts (kind, shard, n) VALUES (TG_ARGV[0], pg_backend_pid() % 8, delta)
    ON CONFLICT (kind, shard) DO UPDATE SET n = content_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_count_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('posts');--> statement-breakpoint
CREATE TRIGGER "posts_count_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('posts');--> statement-breakpoint
CREATE TRIGGER "posts_count_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('posts');--> statement-breakpoint
CREATE TRIGGER "post_comments_count_insert" AFTER INSERT ON "post_comments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('post_comments');--> statement-breakpoint
CREATE TRIGGER "post_comments_count_update" AFTER UPDATE ON "post_comments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('post_comments');--> statement-breakpoint
CREATE TRIGGER "post_comments_count_delete" AFTER DELETE ON "post_comments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('post_comments');--> statement-breakpoint
CREATE TRIGGER "discussions_count_insert" AFTER INSERT ON "discussions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('discussions');--> statement-breakpoint
CREATE TRIGGER "discussions_count_update" AFTER UPDATE ON "discussions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('discussions');--> statement-breakpoint
CREATE TRIGGER "discussions_count_delete" AFTER DELETE ON "discussions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('discussions');--> statement-breakpoint
CREATE TRIGGER "discussion_comments_count_insert" AFTER INSERT ON "discussion_comments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('discussion_comments');--> statement-breakpoint
CREATE TRIGGER "discussion_comments_count_update" AFTER UPDATE ON "discussion_comments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('discussion_comments');--> statement-breakpoint
CREATE TRIGGER "discussion_comments_count_delete" AFTER DELETE ON "discussion_comments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_counts_apply('discussion_comments');--> statement-breakpoint
INSERT INTO "content_counts" ("kind", "shard", "n")
SELECT 'posts', 0, count(*) FROM "posts" WHERE "hidden_at" IS NULL
UNION ALL SELECT 'post_comments', 0, count(*) FROM "post_comments" WHERE "hidden_at" IS NULL
UNION ALL SELECT 'discussions', 0, count(*) FROM "discussions" WHERE "hidden_at" IS NULL
UNION ALL SELECT 'discussion_comments', 0, count(*) FROM "discussion_comments" WHERE "hidden_at" IS NULL;
