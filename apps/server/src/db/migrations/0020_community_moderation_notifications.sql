CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"mail_state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "moderation" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("id") WHERE mail_state = 'pending';--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "releases_moderation_idx" ON "releases" USING btree ("moderation","created_at" DESC NULLS LAST) WHERE moderation <> 'approved';--> statement-breakpoint
CREATE INDEX "releases_user_created_idx" ON "releases" USING btree ("user_id","created_at" DESC NULLS LAST);