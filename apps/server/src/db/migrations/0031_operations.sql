CREATE TABLE "hoster_pace" (
	"key" text PRIMARY KEY NOT NULL,
	"next_slot" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"size_bytes" bigint,
	"error" text,
	"trigger" text DEFAULT 'job' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at" DESC);
