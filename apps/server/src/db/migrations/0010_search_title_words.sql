-- Titles as plain words (docs/decisions/003-search-engine.md, "Stop words"): the German configuration
-- drops stop words, so a text made only of them (`Weg und`, `ohne`, `Der Weg`) gives an empty tsquery
-- and used to fall through to a trigram scan of the whole catalogue. The 'simple' configuration keeps
-- every word (folded: lower case, no accents), so such a text is a cheap GIN word match on the title
-- and original title instead.
CREATE OR REPLACE FUNCTION regal_title_words(title text, original_title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  -- public. spelt out: index builds run with a search_path of pg_catalog only.
  AS $$ SELECT to_tsvector('simple'::regconfig, public.regal_fold(coalesce(title, '') || ' ' || coalesce(original_title, ''))) $$;
--> statement-breakpoint
CREATE INDEX entries_live_title_words_idx ON entries USING gin (regal_title_words(title, original_title))
  WHERE active AND deleted_at IS NULL;
--> statement-breakpoint
-- Statistics for the new expression, so the planner's estimate (which decides broad or few) is real.
ANALYZE entries;
