-- Dashboard entry lists at catalogue scale (decision 020). Two things the lists asked of every row on
-- every request are now kept up to date by triggers, so no writer (back office, uploads, reports,
-- seeds, factories) has to remember them and the lists read them from small indexes.
--
-- 1. entries.live_releases: releases on the entry that are not in the trash (any moderation state).
ALTER TABLE "entries" ADD COLUMN "live_releases" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "entry_duplicate_keys" (
	"duplicate_key" text PRIMARY KEY NOT NULL,
	"entries" integer NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION releases_live_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_entry integer;
  new_entry integer;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN old_entry := OLD.entry_id; END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN new_entry := NEW.entry_id; END IF;
  IF old_entry IS NOT DISTINCT FROM new_entry THEN RETURN NULL; END IF;
  -- One statement for both sides of a move, so two entries are locked in one scan.
  UPDATE entries SET live_releases = live_releases
      + CASE WHEN id = new_entry THEN 1 ELSE 0 END
      - CASE WHEN id = old_entry THEN 1 ELSE 0 END
    WHERE id IN (old_entry, new_entry);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER releases_live_count_insert AFTER INSERT ON releases
  FOR EACH ROW WHEN (NEW.deleted_at IS NULL AND NEW.entry_id IS NOT NULL)
  EXECUTE FUNCTION releases_live_count_trigger();
--> statement-breakpoint
CREATE TRIGGER releases_live_count_delete AFTER DELETE ON releases
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND OLD.entry_id IS NOT NULL)
  EXECUTE FUNCTION releases_live_count_trigger();
--> statement-breakpoint
-- Only a move or a trash/restore fires it: counting downloads or checking links does not.
CREATE TRIGGER releases_live_count_update AFTER UPDATE OF entry_id, deleted_at ON releases
  FOR EACH ROW WHEN (OLD.entry_id IS DISTINCT FROM NEW.entry_id
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION releases_live_count_trigger();
--> statement-breakpoint
-- 2. entry_duplicate_keys: live entries not marked "no duplicate" per duplicate key (0015's stored
-- generated column); keys held by more than one entry are the duplicates queue's groups.
CREATE OR REPLACE FUNCTION entry_duplicate_keys_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL AND OLD.no_duplicate IS NOT TRUE THEN
    UPDATE entry_duplicate_keys SET entries = entries - 1 WHERE duplicate_key = OLD.duplicate_key;
    DELETE FROM entry_duplicate_keys WHERE duplicate_key = OLD.duplicate_key AND entries <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL AND NEW.no_duplicate IS NOT TRUE THEN
    INSERT INTO entry_duplicate_keys (duplicate_key, entries) VALUES (NEW.duplicate_key, 1)
      ON CONFLICT (duplicate_key) DO UPDATE SET entries = entry_duplicate_keys.entries + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER entry_duplicate_keys_insert AFTER INSERT ON entries
  FOR EACH ROW EXECUTE FUNCTION entry_duplicate_keys_trigger();
--> statement-breakpoint
CREATE TRIGGER entry_duplicate_keys_delete AFTER DELETE ON entries
  FOR EACH ROW EXECUTE FUNCTION entry_duplicate_keys_trigger();
--> statement-breakpoint
-- Views, downloads, ratings and the release counter above do not fire it.
CREATE TRIGGER entry_duplicate_keys_update AFTER UPDATE ON entries
  FOR EACH ROW WHEN (OLD.duplicate_key IS DISTINCT FROM NEW.duplicate_key
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)
    OR (OLD.no_duplicate IS TRUE) <> (NEW.no_duplicate IS TRUE))
  EXECUTE FUNCTION entry_duplicate_keys_trigger();
--> statement-breakpoint
-- Recomputes both from scratch: for this migration and for bulk loads that switch the triggers off
-- (bench/src/generate-dataset.ts).
CREATE OR REPLACE FUNCTION regal_rebuild_dashboard_counters() RETURNS void LANGUAGE sql AS $$
  UPDATE entries e SET live_releases = coalesce(r.n, 0)
    FROM entries x
    LEFT JOIN (SELECT entry_id, count(*)::int AS n FROM releases WHERE deleted_at IS NULL GROUP BY entry_id) r
      ON r.entry_id = x.id
    WHERE e.id = x.id AND e.live_releases IS DISTINCT FROM coalesce(r.n, 0);
  DELETE FROM entry_duplicate_keys;
  INSERT INTO entry_duplicate_keys (duplicate_key, entries)
    SELECT duplicate_key, count(*)::int FROM entries
    WHERE deleted_at IS NULL AND no_duplicate IS NOT TRUE GROUP BY duplicate_key;
$$;
--> statement-breakpoint
SELECT regal_rebuild_dashboard_counters();
--> statement-breakpoint
CREATE INDEX "entry_duplicate_keys_groups_idx" ON "entry_duplicate_keys" USING btree ("duplicate_key") WHERE "entry_duplicate_keys"."entries" > 1;
--> statement-breakpoint
CREATE INDEX "entries_norelease_idx" ON "entries" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "entries"."deleted_at" is null and "entries"."live_releases" = 0;
--> statement-breakpoint
-- The duplicates queue reads its groups in (key, id) order straight from the index.
DROP INDEX IF EXISTS "entries_duplicate_key_idx";
--> statement-breakpoint
CREATE INDEX "entries_duplicate_key_idx" ON "entries" ("duplicate_key", "id")
  WHERE "deleted_at" IS NULL AND "no_duplicate" IS NOT TRUE;
--> statement-breakpoint
-- Each dashboard list and sortable column reads its page from an index that holds exactly its rows
-- in its order, and stops after the page: without one, a queue that is short or empty (trash, not
-- verified, disabled, no image) or a sort by another column walked or sorted all 100,000 entries.
CREATE INDEX "entries_trash_idx" ON "entries" ("updated_at" DESC, "id" DESC) WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "entries_notverified_idx" ON "entries" ("updated_at" DESC, "id" DESC)
  WHERE "deleted_at" IS NULL AND "verified_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "entries_live_disabled_idx" ON "entries" ("updated_at" DESC, "id" DESC)
  WHERE "deleted_at" IS NULL AND "active" = false;
--> statement-breakpoint
CREATE INDEX "entries_noimage_idx" ON "entries" ("updated_at" DESC, "id" DESC)
  WHERE "deleted_at" IS NULL
    AND NOT ("cover" IS NOT NULL OR jsonb_array_length(coalesce("options"->'posters', '[]'::jsonb)) > 0);
--> statement-breakpoint
CREATE INDEX "entries_live_user_idx" ON "entries" ("user_id", "updated_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "entries_live_type_updated_idx" ON "entries" ("type", "updated_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "entries_live_title_sort_idx" ON "entries" (regal_fold("title"), "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "entries_live_created_idx" ON "entries" ("created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "entries_live_released_idx" ON "entries" ("released_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "entries_live_releases_idx" ON "entries" ("live_releases" DESC, "id" DESC) WHERE "deleted_at" IS NULL;
