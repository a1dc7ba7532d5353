CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digest_runs" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_runs_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_sends" (
	"waitlist_id" uuid NOT NULL,
	"campaign" text NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_sends_waitlist_id_campaign_pk" PRIMARY KEY("waitlist_id","campaign")
);
--> statement-breakpoint
ALTER TABLE "inbox" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "inbox" ADD COLUMN "actor_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "inbox" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "inbox" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "inbox" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "brand_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "brand_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "unsubscribe_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_runs" ADD CONSTRAINT "digest_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_sends" ADD CONSTRAINT "waitlist_sends_waitlist_id_waitlist_id_fk" FOREIGN KEY ("waitlist_id") REFERENCES "public"."waitlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_subject_uq" ON "reports" USING btree ("reporter_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_subject_idx" ON "reports" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "waitlist_sends_campaign_idx" ON "waitlist_sends" USING btree ("campaign");--> statement-breakpoint
ALTER TABLE "inbox" ADD CONSTRAINT "inbox_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_user_unread_idx" ON "inbox" USING btree ("user_id","created_at","id") WHERE "inbox"."read" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_unread_group_uq" ON "inbox" USING btree ("user_id","group_key") WHERE "inbox"."read" = false and "inbox"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_ref_idx" ON "mail_outbox" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_unsubscribe_token_uq" ON "waitlist" USING btree ("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_nonneg" CHECK ("products"."price_cents" >= 0);