import { sql } from 'drizzle-orm';
import { entryCardColumns } from '../entries/entries.repository.ts';

/**
 * The entry card's columns with the releases count bound to the outer `entries` row by its full name.
 * Written as `${entries.id}` inside a select-list subquery, drizzle renders a bare "id", which
 * PostgreSQL resolves to the subquery's own `r.id`: a wrong count and a scan of every release per
 * card. The qualified name keeps it on the releases_entry_idx index.
 */
export const searchCardColumns = {
  ...entryCardColumns,
  releasesCount: sql<number>`(select count(*)::int from releases r where r.entry_id = "entries"."id" and r.deleted_at is null)`,
};
