import { slugify } from '@regal/shared';
import { count, sql } from 'drizzle-orm';
import { newUid } from '../../lib/ids.ts';
import type { Database } from '../client.ts';
import { entries, releases } from '../schema/index.ts';
import { demoCatalogue } from './demo/index.ts';
import type { DemoEntry } from './demo-types.ts';
import { attachActors } from './factories.ts';

const HOUR = 3_600_000;

/** Loads the demo catalogue into an empty database; returns how many entries it added. */
export async function seedDemoCatalogue(db: Database, now = Date.now()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(entries);
  if ((existing?.n ?? 0) > 0) return 0;
  const seeded = await db.transaction(async (tx) => {
    // Processes starting at once on a new database (decision 042): one seeds, the others find its
    // entries once the lock is theirs.
    await tx.execute(sql`select pg_advisory_xact_lock(2022034043)`);
    const [again] = await tx.select({ n: count() }).from(entries);
    if ((again?.n ?? 0) > 0) return false;
    // Spread the releases over the last weeks so "latest" and "recently added" differ usefully.
    let clock = now;
    for (const [index, demo] of demoCatalogue.entries()) {
      clock -= ((index * 7) % 11) * HOUR + 2 * HOUR;
      await insertDemoEntry(tx as unknown as Database, demo, clock, index % 2 === 0);
    }
    return true;
  });
  return seeded ? demoCatalogue.length : 0;
}

/**
 * `asScene`: the entry's newest release also stands in the scene feeds (sceneBOT list, 0day
 * sections), so every list of the site has something to show on a fresh install.
 */
async function insertDemoEntry(db: Database, demo: DemoEntry, addedAt: number, asScene: boolean) {
  const created = new Date(addedAt);
  const [entry] = await db
    .insert(entries)
    .values({
      uid: newUid(),
      slug: slugify(demo.title),
      title: demo.title,
      originalTitle: demo.originalTitle ?? null,
      fulltitle:
        demo.originalTitle && demo.originalTitle !== demo.title
          ? `${demo.title} (${demo.originalTitle})`
          : demo.title,
      description: demo.description,
      type: demo.type,
      subType: demo.subType ?? null,
      lang: demo.lang,
      genre: demo.genre,
      tags: demo.tags,
      fsk: demo.fsk,
      rating: demo.rating,
      time: demo.time,
      trailer: demo.trailer,
      releasedAt: demo.releasedAt,
      verifiedAt: created,
      lastReleaseAt: created,
      createdAt: created,
      updatedAt: created,
      options: { imdb_id: demo.imdbId ?? null, sources: demo.sources, palette: demo.palette },
    })
    .returning({ id: entries.id });
  if (!entry) throw new Error(`could not insert ${demo.title}`);
  if (demo.releases.length > 0) {
    await db.insert(releases).values(
      demo.releases.map((r, i) => ({
        uid: newUid(),
        entryId: entry.id,
        fulltitle: r.fulltitle,
        title: demo.title,
        type: demo.type,
        subType: demo.subType ?? null,
        group: r.group,
        size: r.size,
        lang: r.lang,
        source: asScene && i === 0 ? 'scene' : 'demo',
        is0day: asScene && i === 0,
        folder: asScene && i === 0 ? r.fulltitle : null,
        releasedAt: r.releasedAt,
        links: r.links,
        parts: Object.values(r.links)[0]?.length ?? null,
        options: {
          season: r.season ?? null,
          episode: r.episode ?? null,
          episode_count_in_season: r.episodeCountInSeason ?? null,
        },
        createdAt: new Date(addedAt - i * 60_000),
        updatedAt: new Date(addedAt - i * 60_000),
      })),
    );
  }
  await attachActors(db, entry.id, demo.actors);
}
