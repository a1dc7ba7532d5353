CREATE TABLE "author_stats" (
	"author_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"spritz" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "author_stats_author_id_shard_pk" PRIMARY KEY("author_id","shard")
);
--> statement-breakpoint
ALTER TABLE "author_stats" ADD CONSTRAINT "author_stats_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A profile's Posts and Spritz, kept as posts change: one statement-level trigger per event adds what a statement
-- changed, per author, to the shard of its PostgreSQL session (as content_counts does, so that likes of one
-- author's posts in concurrent transactions do not queue on one row). A post counts, with its likes, while a
-- moderator has not hidden it: the rows that leave the counts are subtracted and those that enter added. Authors
-- are taken in order, so two statements that meet on a shard wait for each other instead of deadlocking. An
-- author whose account is gone gets no row: theirs went with the account, and the posts deleted by that cascade
-- must not add one back.
CREATE FUNCTION "author_stats_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO author_stats AS s (author_id, shard, posts, spritz)
    SELECT author_id, pg_backend_pid() % 8, count(*), sum(likes_count) FROM new_rows
    WHERE hidden_at IS NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = author_id)
    GROUP BY author_id ORDER BY author_id
    ON CONFLICT (author_id, shard) DO UPDATE SET posts = s.posts + excluded.posts, spritz = s.spritz + excluded.spritz;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO author_stats AS s (author_id, shard, posts, spritz)
    SELECT author_id, pg_backend_pid() % 8, -count(*), -sum(likes_count) FROM old_rows
    WHERE hidden_at IS NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = author_id)
    GROUP BY author_id ORDER BY author_id
    ON CONFLICT (author_id, shard) DO UPDATE SET posts = s.posts + excluded.posts, spritz = s.spritz + excluded.spritz;
  ELSE
    INSERT INTO author_stats AS s (author_id, shard, posts, spritz)
    SELECT author_id, pg_backend_pid() % 8, sum(posts), sum(spritz) FROM (
      SELECT author_id, 1 AS posts, likes_count AS spritz FROM new_rows WHERE hidden_at IS NULL
      UNION ALL SELECT author_id, -1, -likes_count FROM old_rows WHERE hidden_at IS NULL) d
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = d.author_id)
    GROUP BY author_id HAVING sum(posts) <> 0 OR sum(spritz) <> 0 ORDER BY author_id
    ON CONFLICT (author_id, shard) DO UPDATE SET posts = s.posts + excluded.posts, spritz = s.spritz + excluded.spritz;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE fires no row or statement trigger of the three above: it empties the counts with the posts.
CREATE FUNCTION "author_stats_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM author_stats;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_author_stats_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION author_stats_apply();--> statement-breakpoint
CREATE TRIGGER "posts_author_stats_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION author_stats_apply();--> statement-breakpoint
CREATE TRIGGER "posts_author_stats_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION author_stats_apply();--> statement-breakpoint
CREATE TRIGGER "posts_author_stats_truncate" AFTER TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION author_stats_truncate();--> statement-breakpoint
-- After the triggers: a post written meanwhile waits for this transaction, and is then counted by them.
INSERT INTO "author_stats" ("author_id", "shard", "posts", "spritz")
SELECT "author_id", 0, count(*), sum("likes_count") FROM "posts" WHERE "hidden_at" IS NULL GROUP BY "author_id";
