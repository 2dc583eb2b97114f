-- Issue 35: an entry card shows how many releases visitors see on the entry (not in the trash,
-- approved). Every card read counted them with a subquery: on a catalogue of 1M releases that read
-- about ten scattered release rows per card, most of a search miss's time in PostgreSQL. The count
-- is now kept on the entry by the same trigger that keeps `live_releases` (migration 0024), in the
-- same UPDATE, so no writer has to remember it and a card is one row.
ALTER TABLE entries ADD COLUMN visible_releases integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- The count is shown on the entry's own cards, which `e:`/`u:` name already; like `live_releases` it
-- changes no listing's members or order (migration 0050), so a release does not drop every search.
CREATE OR REPLACE FUNCTION catalogue_entry_tags(o entries, n entries) RETURNS text[]
LANGUAGE plpgsql AS $$
DECLARE
  tags text[] := ARRAY[]::text[];
  changed text[];
  col text;
  display_only text[] := ARRAY['description', 'cover', 'trailer', 'options', 'subtitle', 'fulltitle',
    'version', 'verified_at', 'user_id', 'no_duplicate', 'views', 'downloads', 'live_releases',
    'visible_releases'];
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
-- The counts are the ones the cards showed already: nothing visitors see changes, so the catalogue
-- change trigger stays out of the fill (it would name every entry).
ALTER TABLE entries DISABLE TRIGGER catalogue_changes_entries_upd;
--> statement-breakpoint
UPDATE entries e SET visible_releases = c.n
  FROM (SELECT entry_id, count(*)::int AS n FROM releases
         WHERE deleted_at IS NULL AND moderation = 'approved' AND entry_id IS NOT NULL
         GROUP BY entry_id) c
 WHERE c.entry_id = e.id;
--> statement-breakpoint
ALTER TABLE entries ENABLE TRIGGER catalogue_changes_entries_upd;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION releases_live_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_entry integer;
  new_entry integer;
  old_visible integer;
  new_visible integer;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN old_entry := OLD.entry_id; END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN new_entry := NEW.entry_id; END IF;
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL AND OLD.moderation = 'approved' THEN
    old_visible := OLD.entry_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL AND NEW.moderation = 'approved' THEN
    new_visible := NEW.entry_id;
  END IF;
  IF old_entry IS NOT DISTINCT FROM new_entry AND old_visible IS NOT DISTINCT FROM new_visible THEN
    RETURN NULL;
  END IF;
  -- One statement for both sides of a move, so two entries are locked in one scan.
  UPDATE entries SET
      live_releases = live_releases
        + CASE WHEN id = new_entry THEN 1 ELSE 0 END
        - CASE WHEN id = old_entry THEN 1 ELSE 0 END,
      visible_releases = visible_releases
        + CASE WHEN id = new_visible THEN 1 ELSE 0 END
        - CASE WHEN id = old_visible THEN 1 ELSE 0 END
    WHERE id IN (old_entry, new_entry, old_visible, new_visible);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER releases_live_count_update ON releases;
--> statement-breakpoint
-- A move, a trash or restore, or a release approved or taken back fires it: counting downloads or
-- checking links does not.
CREATE TRIGGER releases_live_count_update AFTER UPDATE OF entry_id, deleted_at, moderation ON releases
  FOR EACH ROW WHEN (OLD.entry_id IS DISTINCT FROM NEW.entry_id
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)
    OR (OLD.moderation = 'approved') <> (NEW.moderation = 'approved'))
  EXECUTE FUNCTION releases_live_count_trigger();
