CREATE TABLE "filecrypt_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"links_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"entry_id" integer,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_download_days" (
	"day" date NOT NULL,
	"release_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "release_download_days_day_release_id_pk" PRIMARY KEY("day","release_id")
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "filecrypt_containers" ADD CONSTRAINT "filecrypt_containers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filecrypt_containers_user_idx" ON "filecrypt_containers" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_files_entry_idx" ON "media_files" USING btree ("entry_id");--> statement-breakpoint
-- Dashboard duplicates (decision 014): same folded title, type and year (0 when unknown). A stored key
-- (not in the Drizzle schema, like search_vector) and a partial index holding exactly the candidates let
-- the queue group the index instead of folding 100,000 titles per request.
ALTER TABLE "entries" ADD COLUMN "duplicate_key" text
  GENERATED ALWAYS AS (regal_fold("title") || '|' || "type" || '|' || coalesce(extract(year from "released_at")::int, 0)) STORED;
--> statement-breakpoint
CREATE INDEX "entries_duplicate_key_idx" ON "entries" ("duplicate_key")
  WHERE "deleted_at" IS NULL AND "no_duplicate" IS NOT TRUE;
--> statement-breakpoint
-- Dashboard lists sort live entries by the last change by default; the partial index also counts them.
CREATE INDEX "entries_live_updated_idx" ON "entries" ("updated_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "releases_deleted_idx" ON "releases" ("deleted_at" DESC) WHERE "deleted_at" IS NOT NULL;
