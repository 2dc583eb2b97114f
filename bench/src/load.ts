/**
 * Load scenarios against a running server started with BENCH_ROUTES=true (see bench/README.md):
 * search (text, text + filters), release search and entry detail, each followed by the ceiling: the
 * same server answering static JSON of the scenario's average answer size, in the same run.
 *
 *   npm run load -w @regal/bench -- [--url http://127.0.0.1:3199] [--duration 10] [--connections 16]
 *     [--only <scenario>] [--texts results/duel-texts.tmp (the visitor mix's search texts, a JSON list)]
 *     [--warmup 0 (seconds of the same stream before each measured run: a site that has been serving
 *     this traffic; the stream continues, nothing is replayed)]
 *     [--writes review|release --write-every-ms 1000 --login L --password P (or --token T): each
 *     scenario runs twice, without writes and with real writes at that rate (decision 050)]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createRandom } from './dataset/random.ts';
import { measureLoad } from './load/measure.ts';
import { buildScenarios, type Scenario } from './load/scenarios.ts';
import { entryIdsOf, startWriteStream, type WriteKind, writerToken } from './load/write-stream.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3199' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    only: { type: 'string' },
    texts: { type: 'string' },
    warmup: { type: 'string', default: '0' },
    writes: { type: 'string' },
    'write-every-ms': { type: 'string', default: '1000' },
    login: { type: 'string' },
    password: { type: 'string' },
    token: { type: 'string' },
  },
});
const writeKind = args.writes === 'review' || args.writes === 'release' ? (args.writes as WriteKind) : null;
const writeEveryMs = Number(args['write-every-ms']);
const base = args.url.replace(/\/$/, '');
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);

const measure = (name: string, nextPath: () => string) =>
  measureLoad({ base, connections, duration }, name, nextPath);

/** Average body size of a scenario's answers, so the ceiling sends the same amount. */
async function averageBodySize(scenario: Scenario): Promise<number> {
  let total = 0;
  const samples = 30;
  for (let i = 0; i < samples; i++) total += (await (await fetch(base + scenario.nextPath())).text()).length;
  return Math.round(total / samples);
}

const fmt = (n: number) => n.toFixed(1).padStart(7);
const rows: string[] = [];
const random = createRandom(7);
const texts = args.texts ? (JSON.parse(readFileSync(args.texts, 'utf8')) as string[]) : undefined;
const scenarios = (await buildScenarios(base, random, texts)).filter(
  (s) => !args.only || s.name.includes(args.only),
);
interface CacheCounters {
  hits: number;
  staleHits: number;
  misses: number;
}
/** The server's answer-cache counters (BENCH_ROUTES=true); null when the server has none. */
async function cacheCounters(): Promise<CacheCounters | null> {
  const response = await fetch(`${base}/api/bench/cache`).catch(() => null);
  return response?.ok ? ((await response.json()) as CacheCounters) : null;
}
const hitRate = (before: CacheCounters | null, after: CacheCounters | null) => {
  if (!before || !after) return 'n/a';
  const hits = after.hits + after.staleHits - before.hits - before.staleHits;
  const all = hits + after.misses - before.misses;
  return all > 0 ? `${((hits / all) * 100).toFixed(1)}%` : 'n/a';
};

/** The same scenario with a stream of real writes beside it (--writes). */
async function withWrites(scenario: Scenario, token: string, entryIds: number[]): Promise<string> {
  const stream = startWriteStream({
    base,
    token,
    kind: writeKind as WriteKind,
    everyMs: writeEveryMs,
    entryIds,
    next: () => random.next(),
  });
  const before = await cacheCounters();
  const figures = await measure(`${scenario.name} + ${writeKind}s`, scenario.nextPath);
  const cacheHits = hitRate(before, await cacheCounters());
  const { done, failed } = await stream.stop();
  return `| ${`${scenario.name} + ${writeKind} every ${writeEveryMs} ms`.padEnd(22)} | ${fmt(figures.p50)} | ${fmt(figures.p95)} | ${fmt(figures.p99)} | ${fmt(figures.rps)} | writes ${done} (${failed} failed) | | | | ${figures.errors} | ${cacheHits} |`;
}
const writer = writeKind
  ? {
      token: await writerToken(base, args.login, args.password, args.token),
      entryIds: await entryIdsOf(base),
    }
  : null;

for (const scenario of scenarios) {
  const size = await averageBodySize(scenario);
  if (warmup > 0) await measureLoad({ base, connections, duration: warmup }, 'warm-up', scenario.nextPath);
  const before = await cacheCounters();
  const figures = await measure(scenario.name, scenario.nextPath);
  const cacheHits = hitRate(before, await cacheCounters());
  const ceiling = await measure(`ceiling ${size} B`, () => `/api/bench/static?bytes=${size}`);
  const share = ceiling.rps > 0 ? (figures.rps / ceiling.rps) * 100 : 0;
  const line = `| ${scenario.name.padEnd(22)} | ${fmt(figures.p50)} | ${fmt(figures.p95)} | ${fmt(figures.p99)} | ${fmt(figures.rps)} | ${String(size).padStart(7)} | ${fmt(ceiling.p95)} | ${fmt(ceiling.rps)} | ${share.toFixed(0).padStart(4)}% | ${figures.errors} | ${cacheHits} |`;
  console.log(line);
  rows.push(line);
  if (writer) {
    const written = await withWrites(scenario, writer.token, writer.entryIds);
    console.log(written);
    rows.push(written);
  }
}
console.log(
  `\n${connections} connections, ${duration} s per run${warmup > 0 ? ` after ${warmup} s of warm-up` : ''}; latency in ms.\n| scenario | p50 | p95 | p99 | req/s | bytes | ceiling p95 | ceiling req/s | share | errors | cache hits |\n|---|---|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
);
