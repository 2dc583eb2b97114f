-- Invalidation by what changed (decision 050, amending 032). The catalogue version still moves once
-- per writing transaction and is still notified on commit; beside it, `catalogue_changes` records
-- what that version touched as tags, so every process drops only the answers carrying them:
--   e:<id>, u:<uid>  one entry (its detail, cards, share card, covers; e: feeds the title index)
--   list, list:<type>  which entries a listing or search holds (visibility, titles, filters, types)
--   by:<column>  an order or filter over one column (rating, latest, added, updated)
--   releases, reviews  release and review lists
--   *  everything (settings, pages, people, names; any write too large to name)
-- `urgent` marks a change that takes something out of public view (a hide, takedown, trash,
-- delete): nothing may serve it again, not even for a moment.
CREATE TABLE catalogue_changes (
  version bigint PRIMARY KEY,
  tags text[] NOT NULL DEFAULT '{}',
  urgent boolean NOT NULL DEFAULT false,
  at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Raises the version once per transaction (as catalogue_version_bump did) and gathers the
-- transaction's tags on its row. More than 400 tags in one transaction: '*' (a bulk write drops all).
CREATE OR REPLACE FUNCTION catalogue_touch(new_tags text[], is_urgent boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE catalogue_version SET version = version + 1, bumped_tx = txid_current()
    WHERE id = 1 AND bumped_tx IS DISTINCT FROM txid_current()
    RETURNING version INTO next_version;
  IF next_version IS NOT NULL THEN
    INSERT INTO catalogue_changes (version, tags, urgent)
      VALUES (next_version, ARRAY(SELECT DISTINCT t FROM unnest(new_tags) t WHERE t IS NOT NULL), is_urgent);
    -- A process more than 2,000 versions behind finds the gap and drops everything.
    DELETE FROM catalogue_changes WHERE version <= next_version - 2000;
    PERFORM pg_notify('regal_catalogue', next_version::text);
  ELSE
    UPDATE catalogue_changes c SET
        tags = CASE
          WHEN '*' = ANY(c.tags) THEN c.tags
          WHEN cardinality(c.tags) + cardinality(new_tags) > 400 THEN ARRAY['*']
          ELSE ARRAY(SELECT DISTINCT t FROM unnest(c.tags || new_tags) t WHERE t IS NOT NULL)
        END,
        urgent = c.urgent OR is_urgent
      FROM catalogue_version v
      WHERE v.id = 1 AND c.version = v.version;
  END IF;
END $$;
--> statement-breakpoint
-- Tables without finer tags (people, pages, settings, media files, names): everything, at once.
CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_touch(ARRAY['*'], true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- One entry's tags for a change of its row. Columns only its own answers show (the detail, its
-- card) name the entry; columns listings order or filter by add their by: tag; any other column
-- (titles, type, visibility, genres, years, …, and every column added later) changes which entries
-- listings and searches hold: list and list:<type> of the old and new type.
CREATE OR REPLACE FUNCTION catalogue_entry_tags(o entries, n entries) RETURNS text[]
LANGUAGE plpgsql AS $$
DECLARE
  tags text[] := ARRAY[]::text[];
  changed text[];
  col text;
  display_only text[] := ARRAY['description', 'cover', 'trailer', 'options', 'subtitle', 'fulltitle',
    'version', 'verified_at', 'user_id', 'no_duplicate', 'views', 'downloads', 'live_releases'];
BEGIN
  IF o.id IS NOT NULL THEN tags := tags || ARRAY['e:' || o.id, 'u:' || o.uid]; END IF;
  IF n.id IS NOT NULL THEN tags := tags || ARRAY['e:' || n.id, 'u:' || n.uid]; END IF;
  IF o.id IS NULL OR n.id IS NULL THEN
    RETURN tags || ARRAY['list', 'list:' || coalesce(o.type, n.type)];
  END IF;
  SELECT coalesce(array_agg(k), '{}') INTO changed FROM jsonb_each(to_jsonb(n)) AS j(k, v)
    WHERE j.v IS DISTINCT FROM (to_jsonb(o) -> j.k);
  FOREACH col IN ARRAY changed LOOP
    IF col = ANY(display_only) THEN CONTINUE;
    ELSIF col = 'rating' THEN tags := tags || 'by:rating'::text;
    ELSIF col = 'last_release_at' THEN tags := tags || 'by:latest'::text;
    ELSIF col = 'created_at' THEN tags := tags || 'by:added'::text;
    ELSIF col = 'updated_at' THEN tags := tags || 'by:updated'::text;
    ELSE tags := tags || ARRAY['list', 'list:' || o.type, 'list:' || n.type];
    END IF;
  END LOOP;
  RETURN tags;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_entries_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_touch(
    catalogue_entry_tags(OLD, NEW),
    -- Out of public view: a hide, a takedown, the trash.
    (OLD.active AND OLD.deleted_at IS NULL) AND NOT (NEW.active AND NEW.deleted_at IS NULL)
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Inserts and deletes name their rows through transition tables, once per statement; a statement
-- of more than 200 rows (a bulk load) drops everything.
CREATE OR REPLACE FUNCTION catalogue_entries_set() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
  rows_seen int;
BEGIN
  SELECT count(*) INTO rows_seen FROM changed_rows;
  IF rows_seen = 0 THEN RETURN NULL; END IF;
  IF rows_seen > 200 THEN
    tags := ARRAY['*'];
  ELSE
    SELECT array_agg(DISTINCT t) || ARRAY['list'] INTO tags FROM (
      SELECT unnest(ARRAY['e:' || id, 'u:' || uid, 'list:' || type]) AS t FROM changed_rows) s;
  END IF;
  PERFORM catalogue_touch(tags, TG_OP = 'DELETE');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER catalogue_version_entries_ins_del ON entries;
--> statement-breakpoint
DROP TRIGGER catalogue_version_entries_upd ON entries;
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_entries_ins AFTER INSERT ON entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_set();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_entries_del AFTER DELETE ON entries
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_set();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_entries_truncate AFTER TRUNCATE ON entries
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
-- Updates: per row, and only when something besides the download/view counters changed (032).
CREATE TRIGGER catalogue_changes_entries_upd AFTER UPDATE ON entries
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'views' - 'downloads') IS DISTINCT FROM (to_jsonb(NEW) - 'views' - 'downloads'))
  EXECUTE FUNCTION catalogue_entries_row();
--> statement-breakpoint
-- Releases: their entries (old and new one when a release moves) and the release lists. Out of
-- public view (trash, moderation, a delete) is urgent.
CREATE OR REPLACE FUNCTION catalogue_release_tags(entry_ids int[]) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT ARRAY['releases'] || coalesce(array_agg('e:' || e.id) || array_agg('u:' || e.uid), '{}')
    FROM entries e WHERE e.id = ANY(entry_ids)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_releases_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_touch(
    catalogue_release_tags(ARRAY[OLD.entry_id, NEW.entry_id]),
    (OLD.deleted_at IS NULL AND OLD.moderation = 'approved')
      AND NOT (NEW.deleted_at IS NULL AND NEW.moderation = 'approved' AND NEW.entry_id IS NOT DISTINCT FROM OLD.entry_id)
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_releases_set() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
  rows_seen int;
BEGIN
  SELECT count(*), array_agg(DISTINCT entry_id) INTO rows_seen, ids FROM changed_rows;
  IF rows_seen = 0 THEN RETURN NULL; END IF;
  IF cardinality(ids) > 200 THEN
    PERFORM catalogue_touch(ARRAY['*'], TG_OP = 'DELETE');
  ELSE
    PERFORM catalogue_touch(catalogue_release_tags(ids), TG_OP = 'DELETE');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER catalogue_version_releases_ins_del ON releases;
--> statement-breakpoint
DROP TRIGGER catalogue_version_releases_upd ON releases;
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_releases_ins AFTER INSERT ON releases
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_releases_set();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_releases_del AFTER DELETE ON releases
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_releases_set();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_releases_truncate AFTER TRUNCATE ON releases
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_releases_upd AFTER UPDATE ON releases
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'downloads') IS DISTINCT FROM (to_jsonb(NEW) - 'downloads'))
  EXECUTE FUNCTION catalogue_releases_row();
--> statement-breakpoint
-- Reviews and ratings: their entry and the review lists (the entry's rating is an entries column:
-- its change adds by:rating there).
CREATE OR REPLACE FUNCTION catalogue_reviews_set() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  SELECT array_agg(DISTINCT entry_id) INTO ids FROM changed_rows;
  IF ids IS NULL THEN RETURN NULL; END IF;
  IF cardinality(ids) > 200 THEN
    PERFORM catalogue_touch(ARRAY['*'], false);
  ELSE
    PERFORM catalogue_touch(
      array_replace(catalogue_release_tags(ids), 'releases', 'reviews'),
      -- a review hidden or removed by moderation leaves at once
      TG_OP <> 'INSERT');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER catalogue_version_reviews ON reviews;
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_reviews_ins AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_reviews_set();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_reviews_upd AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_reviews_set();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_reviews_del AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_reviews_set();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_reviews_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
DROP TRIGGER catalogue_version_entry_ratings ON entry_ratings;
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_entry_ratings_ins AFTER INSERT ON entry_ratings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_reviews_set();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_entry_ratings_upd AFTER UPDATE ON entry_ratings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_reviews_set();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_entry_ratings_del AFTER DELETE ON entry_ratings
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_reviews_set();
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_entry_ratings_truncate AFTER TRUNCATE ON entry_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
