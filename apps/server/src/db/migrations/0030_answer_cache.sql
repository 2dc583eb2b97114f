-- The catalogue version (decision 032): one row whose number moves, in the writing transaction,
-- whenever something a visitor can see changes. Every app process listens on the channel
-- `regal_catalogue` (delivered on commit) and polls the number as a fallback, and drops its answer
-- cache when it moves. Triggers on the tables public answers read, so no writer can forget it.
CREATE TABLE catalogue_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0,
  bumped_tx bigint
);
--> statement-breakpoint
INSERT INTO catalogue_version (id, version) VALUES (1, 0);
--> statement-breakpoint
-- Once per transaction: later rows of the same transaction find bumped_tx already set and neither
-- write nor notify again (a bulk update of 10,000 rows bumps once).
CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE catalogue_version SET version = version + 1, bumped_tx = txid_current()
    WHERE id = 1 AND bumped_tx IS DISTINCT FROM txid_current()
    RETURNING version INTO next_version;
  IF next_version IS NOT NULL THEN
    PERFORM pg_notify('regal_catalogue', next_version::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Inserts and deletes: once per statement (bulk loads of a million releases fire it once).
CREATE TRIGGER catalogue_version_entries_ins_del AFTER INSERT OR DELETE OR TRUNCATE ON entries
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
-- Updates: only when something besides the download/view counters changed (a download must not
-- empty every process's cache; counters may be up to ANSWER_CACHE_TTL_MS old).
CREATE TRIGGER catalogue_version_entries_upd AFTER UPDATE ON entries
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'views' - 'downloads') IS DISTINCT FROM (to_jsonb(NEW) - 'views' - 'downloads'))
  EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_releases_ins_del AFTER INSERT OR DELETE OR TRUNCATE ON releases
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_releases_upd AFTER UPDATE ON releases
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'downloads') IS DISTINCT FROM (to_jsonb(NEW) - 'downloads'))
  EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
-- A renamed or removed uploader changes the name on their releases.
CREATE TRIGGER catalogue_version_users_upd AFTER UPDATE OF username ON users
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_users_del AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_actors AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON actors
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_entry_actors AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON entry_actors
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_entry_ratings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON entry_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_reviews AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_media_files AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_files
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_app_settings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_settings
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
