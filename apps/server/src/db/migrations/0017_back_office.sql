CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beta_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"ip" text,
	"user_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"logged_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"ip" text,
	"user_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"logged_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"package_id" integer
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text,
	"name" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"cusa" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'game' NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"author" text DEFAULT '' NOT NULL,
	"pv" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strikes" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer NOT NULL,
	"report_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_keys" ADD CONSTRAINT "beta_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_keys" ADD CONSTRAINT "license_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_keys" ADD CONSTRAINT "license_keys_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_report_by_user_id_users_id_fk" FOREIGN KEY ("report_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beta_keys_key_idx" ON "beta_keys" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "license_keys_key_idx" ON "license_keys" USING btree ("key");--> statement-breakpoint
CREATE INDEX "license_keys_user_idx" ON "license_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "packages_updated_idx" ON "packages" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "strikes_user_idx" ON "strikes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "app_settings_version" ("id", "version") VALUES (1, 0);
