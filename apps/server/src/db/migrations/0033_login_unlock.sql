-- Issue 19, smart lockout: the unlock link mailed when failures from unknown addresses lock an account.
-- Stored as SHA-256 of the token, single-use, expiring; opening it makes the opener's address known.
CREATE TABLE "login_unlock_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "login_unlock_tokens_hash_idx" ON "login_unlock_tokens" ("token_hash");
--> statement-breakpoint
CREATE INDEX "login_unlock_tokens_user_idx" ON "login_unlock_tokens" ("user_id");
