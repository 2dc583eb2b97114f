-- Search (issue 21): the folded titles stored beside the titles. A text search with a few thousand
-- matches ranks each of them by exact, prefix and trigram closeness of its folded titles; folding
-- every match's titles at query time (unaccent, lower) was a quarter of that query's time. Kept in
-- SQL only, like search_vector, so no Drizzle select ships them; the database keeps them current.
ALTER TABLE "entries" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (regal_fold("title")) STORED;
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "original_title_folded" text
  GENERATED ALWAYS AS (regal_fold("original_title")) STORED;
