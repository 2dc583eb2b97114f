import { slugify } from '@regal/shared';
import { sql } from 'drizzle-orm';
import { newUid } from '../../lib/ids.ts';
import type { Database } from '../client.ts';
import { actors, entries, entryActors, releases, users } from '../schema/index.ts';

/**
 * Factories for test data and the demo seed: each creates what it needs and states only what the
 * caller cares about (Outline's buildX pattern).
 */
export type NewEntry = typeof entries.$inferInsert;
export type NewRelease = typeof releases.$inferInsert;
export type NewUser = typeof users.$inferInsert;

export async function buildEntry(db: Database, overrides: Partial<NewEntry> = {}) {
  const title = overrides.title ?? `Testfilm ${newUid(6)}`;
  const [row] = await db
    .insert(entries)
    .values({ uid: newUid(), slug: slugify(title), type: 'movie', description: '', ...overrides, title })
    .returning();
  if (!row) throw new Error('entry insert returned nothing');
  return row;
}

export async function buildRelease(db: Database, overrides: Partial<NewRelease> = {}) {
  const entryId = overrides.entryId === undefined ? (await buildEntry(db)).id : overrides.entryId;
  const fulltitle = overrides.fulltitle ?? `Test.Release.${newUid(6)}.German.1080p.WEB.x264-TEST`;
  const [row] = await db
    .insert(releases)
    .values({ uid: newUid(), type: 'movie', links: {}, ...overrides, entryId, fulltitle })
    .returning();
  if (!row) throw new Error('release insert returned nothing');
  if (entryId !== null) {
    // "latest" sorts entries by their newest release.
    await db
      .update(entries)
      .set({
        lastReleaseAt: sql`greatest(coalesce(${entries.lastReleaseAt}, ${row.createdAt}), ${row.createdAt})`,
      })
      .where(sql`${entries.id} = ${entryId}`);
  }
  return row;
}

export async function buildUser(db: Database, overrides: Partial<NewUser> = {}) {
  const username = overrides.username ?? `user_${newUid(6).toLowerCase()}`;
  const [row] = await db
    .insert(users)
    .values({ email: `${username}@example.test`, emailVerifiedAt: new Date(), ...overrides, username })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Links people to an entry in order, creating each person once (by slug). */
export async function attachActors(db: Database, entryId: number, names: string[]) {
  for (const [position, name] of names.entries()) {
    const slug = slugify(name);
    const [actor] = await db
      .insert(actors)
      .values({ name, slug })
      .onConflictDoUpdate({ target: actors.slug, set: { name } })
      .returning({ id: actors.id });
    if (actor)
      await db.insert(entryActors).values({ entryId, actorId: actor.id, position }).onConflictDoNothing();
  }
}
