CREATE TABLE "discussion_category_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discussion_category_counts_nonneg" CHECK ("discussion_category_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discussion_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discussion_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"content_html" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_likes" (
	"discussion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_likes_discussion_id_user_id_pk" PRIMARY KEY("discussion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_views" (
	"discussion_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "discussion_views_discussion_id_viewer_day_pk" PRIMARY KEY("discussion_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_html" text NOT NULL,
	"category" text DEFAULT 'technique' NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"popularity" integer GENERATED ALWAYS AS (likes_count + comments_count) STORED,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || content)) STORED,
	CONSTRAINT "discussions_likes_nonneg" CHECK ("discussions"."likes_count" >= 0),
	CONSTRAINT "discussions_comments_nonneg" CHECK ("discussions"."comments_count" >= 0),
	CONSTRAINT "discussions_views_nonneg" CHECK ("discussions"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moderator_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_likes" ADD CONSTRAINT "discussion_likes_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_likes" ADD CONSTRAINT "discussion_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_views" ADD CONSTRAINT "discussion_views_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_comments_discussion_created_idx" ON "discussion_comments" USING btree ("discussion_id","created_at","id");--> statement-breakpoint
CREATE INDEX "discussion_comments_author_idx" ON "discussion_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "discussion_likes_user_idx" ON "discussion_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discussions_search_idx" ON "discussions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "discussions_search_trgm_idx" ON "discussions" USING gin (lower("title" || ' ' || "content") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discussions_created_idx" ON "discussions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "discussions_category_created_idx" ON "discussions" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "discussions_popular_idx" ON "discussions" USING btree ("popularity","id");--> statement-breakpoint
CREATE INDEX "discussions_category_popular_idx" ON "discussions" USING btree ("category","popularity","id");--> statement-breakpoint
CREATE INDEX "discussions_active_idx" ON "discussions" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "discussions_category_active_idx" ON "discussions" USING btree ("category","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "discussions_author_idx" ON "discussions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "moderation_log_created_idx" ON "moderation_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_log_target_idx" ON "moderation_log" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_user_event_uq" ON "inbox" USING btree ("user_id",("data"->>'event')) WHERE ("inbox"."data"->>'event') is not null;