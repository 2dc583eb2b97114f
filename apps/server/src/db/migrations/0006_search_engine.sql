-- Search engine (docs/decisions/003-search-engine.md): German full-text search with accent folding,
-- trigram matching for misspelt titles and release names, and the indexes the search masks use.
-- Kept in SQL because drizzle-kit does not model text search configurations, triggers or opclasses;
-- the tsvector column is deliberately not in the Drizzle schema, so `select *` never ships it.

-- Lower-case, accent-free text. unaccent() is only STABLE (its dictionary could change), so this
-- IMMUTABLE wrapper names the dictionary explicitly to be usable in expression indexes.
CREATE OR REPLACE FUNCTION regal_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION regal_german (COPY = pg_catalog.german);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION regal_german
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, german_stem;
--> statement-breakpoint
ALTER TABLE entries ADD COLUMN search_vector tsvector;
--> statement-breakpoint
-- Title and original title weigh most, the release-style full title next, then the description;
-- tags and the credited people last.
CREATE OR REPLACE FUNCTION regal_entry_search_vector(
  e_id integer, e_title text, e_original text, e_fulltitle text, e_description text, e_tags text[]
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('regal_german'::regconfig, coalesce(e_title, '')), 'A')
      || setweight(to_tsvector('regal_german'::regconfig, coalesce(e_original, '')), 'A')
      || setweight(to_tsvector('regal_german'::regconfig, coalesce(e_fulltitle, '')), 'B')
      || setweight(to_tsvector('regal_german'::regconfig, left(coalesce(e_description, ''), 4000)), 'C')
      || setweight(to_tsvector('regal_german'::regconfig,
           array_to_string(coalesce(e_tags, '{}'::text[]), ' ') || ' ' || coalesce(
             (SELECT string_agg(a.name, ' ') FROM entry_actors ea JOIN actors a ON a.id = ea.actor_id
               WHERE ea.entry_id = e_id), '')), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION entries_search_vector_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := regal_entry_search_vector(
    NEW.id, NEW.title, NEW.original_title, NEW.fulltitle, NEW.description, NEW.tags);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Only the searched columns fire it: counting views or downloads does not rebuild the vector.
CREATE TRIGGER entries_search_vector_update
  BEFORE INSERT OR UPDATE OF title, original_title, fulltitle, description, tags ON entries
  FOR EACH ROW EXECUTE FUNCTION entries_search_vector_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION entry_actors_search_vector_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE target integer;
BEGIN
  target := CASE WHEN TG_OP = 'DELETE' THEN OLD.entry_id ELSE NEW.entry_id END;
  UPDATE entries e SET search_vector = regal_entry_search_vector(
    e.id, e.title, e.original_title, e.fulltitle, e.description, e.tags) WHERE e.id = target;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER entry_actors_search_vector_update
  AFTER INSERT OR DELETE ON entry_actors
  FOR EACH ROW EXECUTE FUNCTION entry_actors_search_vector_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION actors_search_vector_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE entries e SET search_vector = regal_entry_search_vector(
    e.id, e.title, e.original_title, e.fulltitle, e.description, e.tags)
  WHERE e.id IN (SELECT ea.entry_id FROM entry_actors ea WHERE ea.actor_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER actors_search_vector_update
  AFTER UPDATE OF name ON actors
  FOR EACH ROW EXECUTE FUNCTION actors_search_vector_trigger();
--> statement-breakpoint
UPDATE entries e SET search_vector = regal_entry_search_vector(
  e.id, e.title, e.original_title, e.fulltitle, e.description, e.tags);
--> statement-breakpoint
CREATE INDEX entries_search_vector_idx ON entries USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX entries_title_trgm_idx ON entries USING gin (regal_fold(title) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX entries_original_title_trgm_idx ON entries USING gin (regal_fold(original_title) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX entries_genre_idx ON entries USING gin (genre);
--> statement-breakpoint
CREATE INDEX entries_views_idx ON entries (views DESC, id DESC);
--> statement-breakpoint
CREATE INDEX entries_downloads_idx ON entries (downloads DESC, id DESC);
--> statement-breakpoint
CREATE INDEX actors_name_trgm_idx ON actors USING gin (regal_fold(name) gin_trgm_ops);
--> statement-breakpoint
-- Release names: trigrams treat dots, underscores and hyphens as word separators already.
CREATE INDEX releases_fulltitle_trgm_idx ON releases USING gin (fulltitle gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX releases_live_type_created_idx ON releases (type, created_at DESC, id DESC)
  WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX releases_live_source_created_idx ON releases (source, created_at DESC, id DESC)
  WHERE deleted_at IS NULL;
--> statement-breakpoint
-- The 0day mask's nine sections (movie, bluray, tv, doku, abooks, ebooks, music, game, appz) from
-- the release's type and sub type, and from its name when the type says nothing.
CREATE OR REPLACE FUNCTION regal_release_section(r_type text, r_sub_type text, r_fulltitle text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN r_type = 'game' THEN 'game'
    WHEN r_type IN ('app', 'appz', 'software') THEN 'appz'
    WHEN r_type = 'music' THEN 'music'
    WHEN r_type = 'digital' AND r_sub_type = 'abook' THEN 'abooks'
    WHEN r_type = 'digital' THEN 'ebooks'
    WHEN r_type = 'doku' THEN 'doku'
    WHEN r_type IN ('series', 'anime') THEN 'tv'
    WHEN r_fulltitle ~* '(^|[._ -])(complete[._ -]?(uhd[._ -]?)?blu-?ray|bd(25|50|66|100)|remux)([._ -]|$)'
      THEN 'bluray'
    WHEN r_type = 'movie' THEN 'movie'
    WHEN r_fulltitle ~* '(^|[._ -])s\d{1,3}(e\d{1,4})?([._ -]|$)' THEN 'tv'
    WHEN r_fulltitle ~* '(^|[._ -])(doku|documentary|dokumentation)([._ -]|$)' THEN 'doku'
    WHEN r_fulltitle ~* '(^|[._ -])(h(oe|ö)rbuch|h(oe|ö)rspiel|audio-?book|a-?book)([._ -]|$)' THEN 'abooks'
    WHEN r_fulltitle ~* '(^|[._ -])(e-?book|epub|pdf|mobi|azw3?|magazine|comic)([._ -]|$)' THEN 'ebooks'
    WHEN r_fulltitle ~* '(^|[._ -])(ps[2-5]|nsw|xbox(360|one)?|wiiu?|gog|pcgames|multi\d+)([._ -]|$)' THEN 'game'
    WHEN r_fulltitle ~* '(^|[._ -])(flac|mp3|vinyl|cdm|cds|web-(19|20)\d\d)([._ -]|$)' THEN 'music'
    WHEN r_fulltitle ~* '(^|[._ -])(480p|576p|720p|1080p|2160p|x264|x265|h26[45]|xvid|bluray|web-?dl|webrip|dvdrip|bdrip|hdtv)([._ -]|$)'
      THEN 'movie'
    ELSE 'appz'
  END
$$;
--> statement-breakpoint
CREATE INDEX releases_0day_section_idx
  ON releases (regal_release_section(type, sub_type, fulltitle), updated_at DESC, id DESC)
  WHERE is0day AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX releases_0day_updated_idx ON releases (updated_at DESC, id DESC)
  WHERE is0day AND deleted_at IS NULL;
