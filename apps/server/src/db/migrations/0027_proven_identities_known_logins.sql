-- Issue 19 part B: an OAuth flow started by a logged-in user links the provider to that user only.
ALTER TABLE "oauth_states" ADD COLUMN "link_user_id" integer REFERENCES "users"("id") ON DELETE CASCADE;
--> statement-breakpoint
-- Smart lockout: the addresses (hashed) an account logged in from; failures elsewhere do not lock these out.
CREATE TABLE "login_known_clients" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"client_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_clients_pk" PRIMARY KEY ("user_id", "client_hash")
);
