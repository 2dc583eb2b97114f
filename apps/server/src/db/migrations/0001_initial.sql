CREATE TABLE "actors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "entry_actors" (
	"entry_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "entry_actors_entry_id_actor_id_pk" PRIMARY KEY("entry_id","actor_id")
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"original_title" text,
	"subtitle" text,
	"fulltitle" text,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"sub_type" text,
	"lang" text[] DEFAULT '{}'::text[] NOT NULL,
	"genre" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"fsk" integer,
	"rating" real,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"time" integer,
	"cover" text,
	"trailer" text,
	"active" boolean DEFAULT true NOT NULL,
	"no_duplicate" boolean,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"released_at" date,
	"verified_at" timestamp with time zone,
	"last_release_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"entry_id" integer,
	"fulltitle" text NOT NULL,
	"title" text,
	"type" text NOT NULL,
	"sub_type" text,
	"group" text,
	"size" bigint,
	"downloads" integer DEFAULT 0 NOT NULL,
	"video_stream" text,
	"video_codec" text,
	"audio_stream" text,
	"bitrate" text,
	"quality" text,
	"lang" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"released_at" date,
	"user_id" integer,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"crypted_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parts" integer,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"folder" text,
	"is0day" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'user' NOT NULL,
	"displayname" text,
	"firstname" text,
	"lastname" text,
	"mobile" text,
	"avatar" text,
	"active" boolean DEFAULT true NOT NULL,
	"email_verified_at" timestamp with time zone,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"strikes_count" integer DEFAULT 0 NOT NULL,
	"last_online_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entry_actors" ADD CONSTRAINT "entry_actors_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_actors" ADD CONSTRAINT "entry_actors_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "actors_slug_idx" ON "actors" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "entry_actors_actor_idx" ON "entry_actors" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_uid_idx" ON "entries" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "entries_type_latest_idx" ON "entries" USING btree ("type","last_release_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entries_latest_idx" ON "entries" USING btree ("last_release_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entries_created_idx" ON "entries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "releases_uid_idx" ON "releases" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "releases_entry_idx" ON "releases" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "releases_created_idx" ON "releases" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");