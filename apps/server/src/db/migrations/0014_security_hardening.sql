CREATE TABLE "oauth_handovers" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "browser_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_handovers" ADD CONSTRAINT "oauth_handovers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP TABLE "mail_outbox" CASCADE;
