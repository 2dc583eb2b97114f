/**
 * Writes a large catalogue straight into a migrated PostgreSQL database: 100,000 entries, 1,000,000
 * releases, people and REQ requests, in multi-row `INSERT … SELECT FROM unnest(…)` batches.
 *
 *   npm run generate -w @regal/bench -- --data-dir /tmp/bench-data --port 55199
 *   npm run generate -w @regal/bench -- --url postgres://… [--entries 100000] [--releases 1000000]
 *
 * The server must have started once on that database (it runs the migrations). Existing catalogue
 * rows are removed first. The search-vector trigger is switched off during the load and the vectors
 * are built in one pass at the end, which is far quicker than per-row updates.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildEntrySeed, buildReleaseSeed, type EntrySeed, personName } from './dataset/catalogue.ts';
import { createRandom } from './dataset/random.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '55199' },
    entries: { type: 'string', default: '100000' },
    releases: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '20240601' },
  },
});

function databaseUrl(): string {
  if (args.url) return args.url;
  const dataDir = args['data-dir'] ?? process.env.DATA_DIR;
  if (!dataDir) throw new Error('Give --url or --data-dir (the server DATA_DIR of an embedded database).');
  const secret = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  return `postgres://regal:${secret}@127.0.0.1:${args.port}/regal`;
}

const ENTRY_COUNT = Number(args.entries);
const RELEASE_COUNT = Number(args.releases);
const BATCH = 5000;
const r = createRandom(Number(args.seed));
const now = Date.now();
const client = new pg.Client({ connectionString: databaseUrl() });
await client.connect();
const started = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);

await client.query('TRUNCATE requests, entry_actors, actors, releases, entries RESTART IDENTITY CASCADE');
await client.query('ALTER TABLE entries DISABLE TRIGGER entries_search_vector_update');
await client.query('ALTER TABLE entry_actors DISABLE TRIGGER entry_actors_search_vector_update');
// The dashboard counters (migration 0024) are rebuilt once at the end instead of row by row.
await client.query('ALTER TABLE entries DISABLE TRIGGER entry_duplicate_keys_insert');
await client.query('ALTER TABLE releases DISABLE TRIGGER releases_live_count_insert');

// Entries. Releases per entry follow a long tail (most have a few, some many); their dates decide
// each entry's last_release_at up front.
const entrySeeds: EntrySeed[] = [];
const releaseDates: Date[][] = [];
const perEntry = (RELEASE_COUNT * 0.95) / ENTRY_COUNT;
for (let i = 0; i < ENTRY_COUNT; i++) {
  const seed = buildEntrySeed(r, i, now);
  const count = Math.max(1, Math.round(perEntry * 2 * r.next() ** 1.5 * 1.25));
  const dates = Array.from(
    { length: count },
    () => new Date(seed.createdAt.getTime() + r.next() * (now - seed.createdAt.getTime())),
  );
  seed.lastReleaseAt = new Date(Math.max(...dates.map((d) => d.getTime())));
  entrySeeds.push(seed);
  releaseDates.push(dates);
}

const entryIds: number[] = [];
for (let start = 0; start < entrySeeds.length; start += BATCH) {
  const batch = entrySeeds.slice(start, start + BATCH);
  const col = <K extends keyof EntrySeed>(key: K) => batch.map((e) => e[key]);
  const result = await client.query<{ id: number }>(
    `INSERT INTO entries (uid, title, original_title, slug, description, type, sub_type, genre, fsk, rating,
       views, downloads, released_at, created_at, updated_at, last_release_at, lang, verified_at)
     SELECT uid, title, original_title, slug, description, type, sub_type, string_to_array(genre, ','), fsk,
       rating, views, downloads, make_date(year, 1, 1), created_at, created_at, last_release_at, '{DE}', created_at
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::int[], $10::real[], $11::int[], $12::int[], $13::int[], $14::timestamptz[],
       $15::timestamptz[])
       AS t(uid, title, original_title, slug, description, type, sub_type, genre, fsk, rating, views,
         downloads, year, created_at, last_release_at)
     RETURNING id`,
    [
      col('uid'),
      col('title'),
      col('originalTitle'),
      col('slug'),
      col('description'),
      col('type'),
      col('subType'),
      col('genre'),
      col('fsk'),
      col('rating'),
      col('views'),
      col('downloads'),
      col('year'),
      col('createdAt'),
      col('lastReleaseAt'),
    ],
  );
  entryIds.push(...result.rows.map((row) => row.id));
}
log(`${entryIds.length} entries`);

// People: 20,000 names, 2 to 6 per movie, series and anime entry.
const names = [...new Set(Array.from({ length: 30_000 }, () => personName(r)))];
await client.query(
  `INSERT INTO actors (name, slug)
   SELECT name, lower(regexp_replace(unaccent(name), '[^A-Za-z0-9]+', '-', 'g')) || '-' || ord
   FROM unnest($1::text[]) WITH ORDINALITY AS t(name, ord)`,
  [names],
);
const links: [number, number, number][] = [];
entrySeeds.forEach((seed, index) => {
  if (!['movie', 'series', 'anime'].includes(seed.type)) return;
  const cast = new Set<number>();
  for (let n = r.int(2, 6); n > 0; n--) cast.add(r.int(1, names.length));
  for (const [position, actorId] of [...cast].entries())
    links.push([entryIds[index] as number, actorId, position]);
});
for (let start = 0; start < links.length; start += BATCH * 4) {
  const batch = links.slice(start, start + BATCH * 4);
  await client.query(
    `INSERT INTO entry_actors (entry_id, actor_id, position)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[])`,
    [batch.map((l) => l[0]), batch.map((l) => l[1]), batch.map((l) => l[2])],
  );
}
log(`${names.length} people, ${links.length} credits`);

// Releases: each entry's planned dates, then entry-less (0day) releases until the total is reached.
const jobs: { entryIndex: number | null; date: Date }[] = [];
releaseDates.forEach((dates, entryIndex) => {
  for (const date of dates) if (jobs.length < RELEASE_COUNT) jobs.push({ entryIndex, date });
});
while (jobs.length < RELEASE_COUNT)
  jobs.push({ entryIndex: null, date: new Date(now - r.next() * 3 * 365 * 86_400_000) });
for (let start = 0; start < jobs.length; start += BATCH * 2) {
  const batch = jobs.slice(start, start + BATCH * 2).map((job) => {
    const entry = job.entryIndex === null ? null : (entrySeeds[job.entryIndex] as EntrySeed);
    return buildReleaseSeed(r, entry, job.entryIndex, job.date);
  });
  await client.query(
    `INSERT INTO releases (uid, entry_id, fulltitle, title, type, sub_type, "group", size, lang, source, links,
       is0day, options, created_at, updated_at, folder)
     SELECT uid, entry_id, fulltitle, title, type, sub_type, grp, size, string_to_array(lang, ','), source,
       links::jsonb, is0day, jsonb_build_object('season', season, 'episode', episode), created_at, created_at,
       CASE WHEN is0day THEN fulltitle END
     FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::bigint[], $9::text[], $10::text[], $11::text[], $12::bool[], $13::int[], $14::int[],
       $15::timestamptz[])
       AS t(uid, entry_id, fulltitle, title, type, sub_type, grp, size, lang, source, links, is0day, season,
         episode, created_at)`,
    [
      batch.map((b) => b.uid),
      batch.map((b) => (b.entryIndex === null ? null : entryIds[b.entryIndex])),
      batch.map((b) => b.fulltitle),
      batch.map((b) => b.title),
      batch.map((b) => b.type),
      batch.map((b) => b.subType),
      batch.map((b) => b.group),
      batch.map((b) => b.size),
      batch.map((b) => b.lang),
      batch.map((b) => b.source),
      batch.map((b) => b.links),
      batch.map((b) => b.is0day),
      batch.map((b) => b.season),
      batch.map((b) => b.episode),
      batch.map((b) => b.createdAt),
    ],
  );
  if ((start / (BATCH * 2)) % 10 === 9) log(`${start + batch.length} releases`);
}
log(`${jobs.length} releases`);

await client.query(
  `INSERT INTO requests (fulltitle, created_at, filled_at, release_id)
   SELECT fulltitle, created_at, CASE WHEN id % 3 = 0 THEN created_at + interval '2 hours' END,
     CASE WHEN id % 3 = 0 THEN id END
   FROM releases WHERE id % 500 = 0`,
);

log('building search vectors');
await client.query(
  `UPDATE entries e SET search_vector = regal_entry_search_vector(
     e.id, e.title, e.original_title, e.fulltitle, e.description, e.tags)`,
);
await client.query('ALTER TABLE entries ENABLE TRIGGER entries_search_vector_update');
await client.query('ALTER TABLE entry_actors ENABLE TRIGGER entry_actors_search_vector_update');
log('dashboard counters');
await client.query('SELECT regal_rebuild_dashboard_counters()');
await client.query('ALTER TABLE entries ENABLE TRIGGER entry_duplicate_keys_insert');
await client.query('ALTER TABLE releases ENABLE TRIGGER releases_live_count_insert');
await client.query('VACUUM ANALYZE entries');
await client.query('VACUUM ANALYZE releases');
await client.query('VACUUM ANALYZE actors');
await client.query('VACUUM ANALYZE entry_actors');
await client.query('VACUUM ANALYZE requests');
log('done');
await client.end();
