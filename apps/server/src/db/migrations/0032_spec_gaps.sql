-- Strikes by any signed-in user (decision 036): a user's strike waits for staff (`pending`) and counts
-- toward STRIKE_LIMIT once confirmed, or once enough distinct reporters agree; staff strikes are
-- `confirmed` at once. Existing strikes were all given by staff, so they stay confirmed.
ALTER TABLE "strikes" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;
--> statement-breakpoint
ALTER TABLE "strikes" ADD COLUMN "decided_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "strikes" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_status_check" CHECK ("status" IN ('pending', 'confirmed', 'rejected'));
--> statement-breakpoint
CREATE INDEX "strikes_pending_idx" ON "strikes" ("created_at") WHERE "status" = 'pending';
