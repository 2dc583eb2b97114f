-- Search at catalogue scale (docs/decisions/003-search-engine.md, "Performance").
-- Release names as words: dots, underscores and hyphens become spaces, the 'simple' configuration
-- lower-cases without stemming, so `german 1080p` intersects two GIN posting lists instead of
-- ANDing trigram bitmaps of hundreds of thousands of rows.
ALTER TABLE releases ADD COLUMN name_vector tsvector
  GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(fulltitle, '[._-]+', ' ', 'g'))) STORED;
--> statement-breakpoint
CREATE INDEX releases_live_name_vector_idx ON releases USING gin (name_vector) WHERE deleted_at IS NULL;
--> statement-breakpoint
-- Date-ordered scans that stop after a page: newest releases with a word filter, both directions.
CREATE INDEX releases_live_created_id_idx ON releases (created_at DESC, id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
-- Only visible entries are ever searched: the partial index leaves no per-row filter to check.
DROP INDEX IF EXISTS entries_search_vector_idx;
--> statement-breakpoint
CREATE INDEX entries_live_search_vector_idx ON entries USING gin (search_vector)
  WHERE active AND deleted_at IS NULL;
--> statement-breakpoint
-- "latest" sorts put entries without releases last (DESC NULLS LAST); the older indexes are NULLS FIRST
-- and could not serve that order, so every listing page sorted all entries of a type.
CREATE INDEX entries_live_latest_idx ON entries (last_release_at DESC NULLS LAST, id DESC)
  WHERE active AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX entries_live_type_latest_idx ON entries (type, last_release_at DESC NULLS LAST, id DESC)
  WHERE active AND deleted_at IS NULL;
--> statement-breakpoint
-- Exact and prefix title matches (relevance's first two groups) straight from a btree.
CREATE INDEX entries_live_folded_title_idx ON entries (regal_fold(title) text_pattern_ops)
  WHERE active AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX entries_live_folded_original_idx ON entries (regal_fold(original_title))
  WHERE active AND deleted_at IS NULL;
