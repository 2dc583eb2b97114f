import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { entries } from './entries.ts';

/** People credited on entries (cast, directors, authors, narrators, developers). */
export const actors = pgTable(
  'actors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Image URL; generated when the source gives none. */
    image: text('image'),
  },
  (t) => [uniqueIndex('actors_slug_idx').on(t.slug)],
);

export const entryActors = pgTable(
  'entry_actors',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.actorId] }), index('entry_actors_actor_idx').on(t.actorId)],
);
