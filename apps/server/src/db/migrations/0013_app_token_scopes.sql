ALTER TABLE "sessions" ADD COLUMN "scopes" text[];--> statement-breakpoint
-- Tokens made before scopes existed keep working for public routes only; their owners pick scopes anew.
UPDATE "sessions" SET "scopes" = '{}' WHERE "method" = 'app_token';
