/**
 * Title search, Regal beside FlexSearch 0.8 on the same texts and machine (issue 21):
 *
 *   npm run duel -w @regal/bench -- --data-dir /tmp/bench-data --port 55199 [--url http://127.0.0.1:3199]
 *     [--texts 12000] [--connections 16] [--duration 15] [--warmup 15] [--flex-cache 10000]
 *     [--only regal|flexsearch] [--workloads uniform,zipf]
 *     [--writes review|release --write-every-ms 1000 --login L --password P (or --token T)]
 *
 * Reads every visible entry from the bench database (the 1M-release data set of `npm run generate`),
 * draws `--texts` distinct texts from their titles (one or two words, or a whole title), starts
 * FlexSearch in its own process on loopback (src/duel/flexsearch-server.ts: German stop words dropped,
 * with and without its result cache) and runs, for each engine, the same two workloads at the same
 * connections: **uniform** (every text equally likely, the answers and entry cards emptied first and
 * the title index left built: few texts come twice in a run — the cold figure) and **Zipf** (exponent 1 over the texts: a few texts take
 * most requests, as real traffic does), the Zipf run after a warm-up of `--warmup` seconds of the
 * same workload, as a running site has. Regal is asked `GET /api/start/search?q=…&types=all`, its
 * first page of entry cards. Prints one Markdown table; writes the texts to results/duel-texts.tmp
 * (the load bench's visitor mix takes them with --texts) and the figures to results/duel.json.
 *
 * With `--writes`, Regal's Zipf workload runs a second time with a real write at that rate beside it
 * (a review saved or a release added through the API, src/load/write-stream.ts; issue 35), warm-up
 * included: what a catalogue that changes all day costs its searches.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRandom } from './dataset/random.ts';
import { benchDatabaseUrl, buildTitleTexts, loadTitleDocs } from './duel/title-texts.ts';
import { type Figures, measureLoad } from './load/measure.ts';
import { entryIdsOf, startWriteStream, type WriteKind, writerToken } from './load/write-stream.ts';
import { zipfPicker } from './load/zipf.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3199' },
    'data-dir': { type: 'string', default: '/tmp/bench-data' },
    port: { type: 'string', default: '55199' },
    texts: { type: 'string', default: '12000' },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '15' },
    'flex-port': { type: 'string', default: '3299' },
    'flex-cache': { type: 'string', default: '10000' },
    'flex-tokenize': { type: 'string', default: 'strict' },
    /** One engine alone (a quicker loop while tuning one side); both by default. */
    only: { type: 'string' },
    workloads: { type: 'string', default: 'uniform,zipf' },
    writes: { type: 'string' },
    'write-every-ms': { type: 'string', default: '1000' },
    login: { type: 'string' },
    password: { type: 'string' },
    token: { type: 'string' },
  },
});
const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(BENCH, 'results');
const regal = args.url.replace(/\/$/, '');
const flexBase = `http://127.0.0.1:${args['flex-port']}`;
const connections = Number(args.connections);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const databaseUrl = benchDatabaseUrl(args['data-dir'], Number(args.port));
const engines = args.only ? [args.only] : ['regal', 'flexsearch'];
const writeKind = args.writes === 'review' || args.writes === 'release' ? (args.writes as WriteKind) : null;
const writeEveryMs = Number(args['write-every-ms']);
const kinds = (['uniform', 'zipf'] as const).filter((kind) => args.workloads.split(',').includes(kind));

const docs = await loadTitleDocs(databaseUrl);
const texts = buildTitleTexts(docs, Number(args.texts), createRandom(11));
mkdirSync(RESULTS, { recursive: true });
writeFileSync(path.join(RESULTS, 'duel-texts.tmp'), JSON.stringify(texts));
const docsFile = path.join(os.tmpdir(), `regal-duel-docs-${process.pid}.json`);
writeFileSync(docsFile, JSON.stringify(docs));
console.log(`${docs.length} visible entries, ${texts.length} distinct texts`);

const enc = encodeURIComponent;
const regalPath = (text: string) => `/api/start/search?q=${enc(text)}&types=all`;
const flexPath = (text: string) => `/search?q=${enc(text)}`;

/** A fresh, seeded stream of texts: both engines get exactly the same sequence. */
function workload(kind: 'uniform' | 'zipf', seed: number): () => string {
  const random = createRandom(seed);
  if (kind === 'zipf') return zipfPicker(texts, random);
  return () => random.pick(texts);
}

/**
 * Empties Regal's answers and entry cards (`POST /api/bench/cache/empty`, BENCH_ROUTES=true) and
 * leaves its title index built, as FlexSearch's stays built. Moving the catalogue version without
 * naming what changed (what this did before) also sends searches to SQL until the index is rebuilt
 * (~4 s at 1M): that measured the rebuild, not a miss.
 */
async function emptyRegalCache(): Promise<void> {
  const res = await fetch(`${regal}/api/bench/cache/empty`, { method: 'POST' });
  if (!res.ok)
    throw new Error(`emptying the answer cache answered ${res.status}: start Regal with BENCH_ROUTES=true`);
  await res.arrayBuffer();
}

async function startFlex(cacheSize: number): Promise<{ child: ChildProcess; info: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(BENCH, 'src/duel/flexsearch-server.ts'),
      docsFile,
      args['flex-port'],
      String(cacheSize),
      args['flex-tokenize'],
    ],
    { cwd: BENCH, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const info = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const line = chunk.toString().trim();
      if (line.includes('"ready"')) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`flexsearch server exited with ${code}`)));
  });
  return { child, info };
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

interface Row {
  engine: string;
  workload: string;
  figures: Figures;
  load: string;
  note: string;
}
const rows: Row[] = [];
const ms = (value: number) => value.toFixed(1);
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function run(
  engine: string,
  base: string,
  toPath: (text: string) => string,
  kind: 'uniform' | 'zipf',
  note: string,
): Promise<void> {
  const next = workload(kind, kind === 'zipf' ? 21 : 22);
  // The Zipf run continues the warm-up's stream: the site has been serving this traffic for a while.
  if (kind === 'zipf' && warmup > 0)
    await measureLoad({ base, connections, duration: warmup }, 'warm-up', () => toPath(next()));
  const figures = await measureLoad({ base, connections, duration }, `${engine} ${kind}`, () =>
    toPath(next()),
  );
  rows.push({ engine, workload: kind, figures, load: loadAverage(), note });
  console.log(
    `${engine} ${kind}: ${figures.rps.toFixed(0)} req/s, p95 ${ms(figures.p95)} ms, errors ${figures.errors}`,
  );
}

async function regalHits(): Promise<{ hits: number; staleHits: number; misses: number }> {
  return (await (await fetch(`${regal}/api/bench/cache`)).json()) as {
    hits: number;
    staleHits: number;
    misses: number;
  };
}

/** One Regal run from an emptied answer cache; its note names the share the cache answered. */
async function runRegal(label: string, kind: 'uniform' | 'zipf'): Promise<void> {
  await emptyRegalCache();
  const before = await regalHits();
  await run(label, regal, regalPath, kind, '');
  const after = await regalHits();
  const hits = after.hits + after.staleHits - before.hits - before.staleHits;
  const all = hits + after.misses - before.misses;
  const row = rows[rows.length - 1];
  if (row) row.note = `answer cache hits ${((hits / Math.max(1, all)) * 100).toFixed(1)} % (with warm-up)`;
}

try {
  // Regal: the answer cache emptied before each workload.
  for (const kind of engines.includes('regal') ? kinds : []) await runRegal('Regal', kind);
  // The same Zipf stream again, now beside a real write every `writeEveryMs` (warm-up included).
  if (writeKind && engines.includes('regal') && kinds.includes('zipf')) {
    const stream = startWriteStream({
      base: regal,
      token: await writerToken(regal, args.login, args.password, args.token),
      kind: writeKind,
      everyMs: writeEveryMs,
      entryIds: await entryIdsOf(regal),
      next: createRandom(31).next,
    });
    let written = { done: 0, failed: 0 };
    try {
      await runRegal(`Regal + a ${writeKind} every ${writeEveryMs} ms`, 'zipf');
    } finally {
      written = await stream.stop();
    }
    const row = rows[rows.length - 1];
    if (row) row.note += `; writes ${written.done} (${written.failed} failed)`;
  }
  // FlexSearch without and with its result cache, a fresh process (an empty cache) for each run.
  for (const cacheSize of engines.includes('flexsearch') ? [0, Number(args['flex-cache'])] : []) {
    for (const kind of kinds) {
      const { child, info } = await startFlex(cacheSize);
      const label = cacheSize > 0 ? `FlexSearch, cache ${cacheSize}` : 'FlexSearch, no cache';
      await run(label, flexBase, flexPath, kind, info);
      await stop(child);
    }
  }
} finally {
  const table = [
    `Title search, ${connections} connections, ${duration} s a run (Zipf after ${warmup} s of warm-up), ${texts.length} texts, ${docs.length} entries.`,
    '| engine | workload | req/s | p50 | p95 | p99 | errors | bytes | load average | note |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.workload} | ${r.figures.rps.toFixed(0)} | ${ms(r.figures.p50)} | ${ms(r.figures.p95)} | ${ms(r.figures.p99)} | ${r.figures.errors} | ${r.figures.bytes} | ${r.load} | ${r.note} |`,
    ),
  ].join('\n');
  console.log(`\n${table}`);
  writeFileSync(
    path.join(RESULTS, 'duel.json'),
    `${JSON.stringify({ at: new Date().toISOString(), connections, duration, warmup, rows }, null, 2)}\n`,
  );
}
