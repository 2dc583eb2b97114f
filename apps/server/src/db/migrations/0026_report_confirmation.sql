-- Issue 19 (decision 016): a guest's takedown waits for its claimant to confirm it by mail.
ALTER TABLE "reports" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "reports" SET "confirmed_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "reports_confirm_token_idx" ON "reports" USING btree ("confirm_token_hash");
