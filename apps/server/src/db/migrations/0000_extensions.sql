-- Extensions the search needs (trigram matching, accent folding). Kept in their own first migration
-- because drizzle-kit does not model extensions; PGlite loads them from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
