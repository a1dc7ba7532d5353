CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"kind" text NOT NULL,
	"subject" uuid NOT NULL,
	"authors" uuid[] NOT NULL,
	"extra" text,
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"snapshot_xmin" "xid8" DEFAULT pg_snapshot_xmin(pg_current_snapshot()) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_tx_idx" ON "live_events" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- What changed in the community and the forum, written in the writing transaction and announced on 'live_events'
-- at commit (server/lib/live-events.ts): a new post or discussion on 'feed' or 'forum'; a post's or a discussion's
-- edit, hide, counts or deletion, and its comments' arrival, edit, hide or deletion, on 'post:<id>' or
-- 'discussion:<id>'. The payload carries the event itself, so that no process reads it back to dispatch it; the row
-- lets a stream that reconnects read what it missed. `authors` holds every member whose content the event is about
-- (a comment's author and its post's), for the visibility rule, applied per viewer by the app.
CREATE OR REPLACE FUNCTION live_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_topic text;
  v_kind text;
  v_subject uuid;
  v_authors uuid[];
  v_extra text;
  v_id bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME IN ('posts', 'discussions') THEN
    v_subject := r.id;
    v_authors := ARRAY[r.author_id];
    IF TG_OP = 'INSERT' THEN
      IF TG_TABLE_NAME = 'posts' THEN
        v_topic := 'feed';
        v_kind := 'post';
      ELSE
        v_topic := 'forum';
        v_kind := 'discussion';
        v_extra := r.category;
      END IF;
    ELSE
      v_topic := CASE TG_TABLE_NAME WHEN 'posts' THEN 'post:' ELSE 'discussion:' END || r.id;
      v_kind := CASE TG_OP WHEN 'DELETE' THEN 'deleted' ELSE 'changed' END;
    END IF;
  ELSIF TG_TABLE_NAME = 'post_comments' THEN
    v_topic := 'post:' || r.post_id;
    v_kind := 'comments';
    v_subject := r.id;
    v_authors := array_remove(ARRAY[r.author_id, (SELECT p.author_id FROM posts p WHERE p.id = r.post_id)], NULL);
  ELSE
    v_topic := 'discussion:' || r.discussion_id;
    v_kind := 'comments';
    v_subject := r.id;
    v_authors := array_remove(ARRAY[r.author_id, (SELECT d.author_id FROM discussions d WHERE d.id = r.discussion_id)], NULL);
  END IF;
  INSERT INTO live_events (topic, kind, subject, authors, extra) VALUES (v_topic, v_kind, v_subject, v_authors, v_extra)
    RETURNING id INTO v_id;
  PERFORM pg_notify('live_events', json_build_object('id', v_id::text, 'topic', v_topic, 'kind', v_kind, 'subject', v_subject,
    'authors', v_authors, 'extra', v_extra)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_live" AFTER INSERT OR DELETE ON "posts" FOR EACH ROW EXECUTE FUNCTION live_event();--> statement-breakpoint
CREATE TRIGGER "posts_live_update" AFTER UPDATE OF "title", "content", "image_url", "video_url", "likes_count", "comments_count", "hidden_at" ON "posts"
  FOR EACH ROW WHEN ((OLD.title, OLD.content, OLD.image_url, OLD.video_url, OLD.likes_count, OLD.comments_count, OLD.hidden_at)
    IS DISTINCT FROM (NEW.title, NEW.content, NEW.image_url, NEW.video_url, NEW.likes_count, NEW.comments_count, NEW.hidden_at))
  EXECUTE FUNCTION live_event();--> statement-breakpoint
CREATE TRIGGER "discussions_live" AFTER INSERT OR DELETE ON "discussions" FOR EACH ROW EXECUTE FUNCTION live_event();--> statement-breakpoint
CREATE TRIGGER "discussions_live_update" AFTER UPDATE OF "title", "content", "category", "likes_count", "comments_count", "hidden_at" ON "discussions"
  FOR EACH ROW WHEN ((OLD.title, OLD.content, OLD.category, OLD.likes_count, OLD.comments_count, OLD.hidden_at)
    IS DISTINCT FROM (NEW.title, NEW.content, NEW.category, NEW.likes_count, NEW.comments_count, NEW.hidden_at))
  EXECUTE FUNCTION live_event();--> statement-breakpoint
CREATE TRIGGER "post_comments_live" AFTER INSERT OR DELETE ON "post_comments" FOR EACH ROW EXECUTE FUNCTION live_event();--> statement-breakpoint
CREATE TRIGGER "post_comments_live_update" AFTER UPDATE OF "content", "hidden_at" ON "post_comments"
  FOR EACH ROW WHEN ((OLD.content, OLD.hidden_at) IS DISTINCT FROM (NEW.content, NEW.hidden_at)) EXECUTE FUNCTION live_event();--> statement-breakpoint
CREATE TRIGGER "discussion_comments_live" AFTER INSERT OR DELETE ON "discussion_comments" FOR EACH ROW EXECUTE FUNCTION live_event();--> statement-breakpoint
CREATE TRIGGER "discussion_comments_live_update" AFTER UPDATE OF "content", "hidden_at" ON "discussion_comments"
  FOR EACH ROW WHEN ((OLD.content, OLD.hidden_at) IS DISTINCT FROM (NEW.content, NEW.hidden_at)) EXECUTE FUNCTION live_event();
