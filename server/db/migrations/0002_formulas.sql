CREATE TABLE "saved_formulas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"brief" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"formula" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "options" jsonb;--> statement-breakpoint
ALTER TABLE "saved_formulas" ADD CONSTRAINT "saved_formulas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_formulas_user_created_idx" ON "saved_formulas" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);