-- Issue 23 part D. Link health (decision 017): an entry hidden because every link was dead carries
-- when the link check hid it, so the check shows it again once a link lives — and only such entries:
-- any other write of `active` (staff, takedown reports — even one that leaves it false) clears the
-- mark, by trigger, so no writer can forget it. Only the link check writes the mark itself.
ALTER TABLE "entries" ADD COLUMN "link_hidden_at" timestamp with time zone;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION entries_link_hidden_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.link_hidden_at := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER entries_link_hidden_clear BEFORE UPDATE OF active ON entries
  FOR EACH ROW WHEN (OLD.link_hidden_at IS NOT NULL AND OLD.link_hidden_at IS NOT DISTINCT FROM NEW.link_hidden_at)
  EXECUTE FUNCTION entries_link_hidden_clear();
--> statement-breakpoint
CREATE INDEX "entries_link_hidden_idx" ON "entries" ("id") WHERE "link_hidden_at" IS NOT NULL;
--> statement-breakpoint
-- E-mail change (decision 044): the new address waits here until the link mailed to it is opened.
-- Stored as SHA-256 of the token, single-use, expiring, like the password reset's.
CREATE TABLE "email_change_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_tokens_hash_idx" ON "email_change_tokens" ("token_hash");
--> statement-breakpoint
CREATE INDEX "email_change_tokens_user_idx" ON "email_change_tokens" ("user_id");
