CREATE TABLE "release_download_hits" (
	"release_id" integer NOT NULL,
	"client_hash" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "release_download_hits_release_id_client_hash_pk" PRIMARY KEY("release_id","client_hash")
);
--> statement-breakpoint
ALTER TABLE "release_download_hits" ADD CONSTRAINT "release_download_hits_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_download_hits_counted_idx" ON "release_download_hits" USING btree ("counted_at");