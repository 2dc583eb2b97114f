CREATE TABLE "link_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"hoster" text NOT NULL,
	"url" text NOT NULL,
	"checker" text NOT NULL,
	"state" text DEFAULT 'unknown' NOT NULL,
	"reason" text,
	"checked_at" timestamp with time zone,
	"streak" smallint DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_sync" (
	"id" smallint PRIMARY KEY NOT NULL,
	"synced_until" timestamp with time zone NOT NULL,
	"synced_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_checks_release_url_idx" ON "link_checks" USING btree ("release_id","url");--> statement-breakpoint
CREATE INDEX "link_checks_due_idx" ON "link_checks" USING btree ("checker","next_check_at");--> statement-breakpoint
CREATE INDEX "link_checks_state_idx" ON "link_checks" USING btree ("state","checked_at" DESC NULLS LAST);