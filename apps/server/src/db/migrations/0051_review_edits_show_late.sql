-- Issue 35: a review saved, edited or rated is a change that may show a little late (the caches
-- may hand out the old answer for CACHE_CHANGE_STALE_MS while the new one is built). Until now
-- every UPDATE counted as urgent: saving a review upserts entry_ratings, so every review dropped
-- its entry's answers at once. Reviews have no hidden state; only a deleted review (a moderator's
-- removal, an account's deletion) leaves public view, and that stays urgent.
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
      TG_OP = 'DELETE' AND TG_TABLE_NAME = 'reviews');
  END IF;
  RETURN NULL;
END $$;
