/**
 * Page misses (issue 34) against a running production server started with `BENCH_ROUTES=true`:
 * each figure beside the JSON figure and the static ceiling of the same run.
 *
 * - crawler walk: rendered detail pages of distinct addresses (every request a miss: distinct
 *   entries, and a query parameter no one asked for before once the entries run out), as a bot,
 *   after a warm-up walk of `--warmup` seconds (its own row);
 * - the JSON detail of distinct entries (same addresses, `/api/entries/{uid}?walk=n`);
 * - the static ceiling (`/api/bench/static` with the detail JSON's size);
 * - one miss at a time, sequential (median and p90 of `--single` requests);
 * - starvation: other visitors' cached reads (warm detail JSON and pages) alone, then while one
 *   client asks for distinct pages as fast as it can with 4 connections.
 *
 *   npm run page-misses -w @regal/bench -- [--url http://127.0.0.1:3000] [--duration 10]
 *     [--connections 8] [--single 40] [--warmup 30]
 */
import { loadavg } from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type Figures, measureLoad } from './load/measure.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    single: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '30' },
  },
});
const base = args.url.replace(/\/$/, '');
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const pageHeaders = { accept: 'text/html', 'accept-encoding': 'br, gzip', 'accept-language': 'de' };
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Every entry the public search lists (newest first), up to `limit`. */
async function entries(limit: number): Promise<{ uid: string; slug: string }[]> {
  const found: { uid: string; slug: string }[] = [];
  for (let page = 1; found.length < limit; page++) {
    const response = await fetch(
      `${base}/api/start/search?types=all&per_page=100&page=${page}&sortBy=recently_added`,
    );
    if (!response.ok) break;
    const { data } = (await response.json()) as { data: { uid: string; slug: string }[] };
    if (data.length === 0) break;
    found.push(...data);
  }
  return found.slice(0, limit);
}

const list = await entries(20_000);
if (list.length === 0) throw new Error('no entries: is the catalogue seeded?');
const run = Date.now().toString(36);
/** The n-th distinct address: each entry once, then each again with a new query parameter. */
const distinct = (n: number, json: boolean) => {
  const entry = list[n % list.length] as { uid: string; slug: string };
  const round = Math.floor(n / list.length);
  const path = json ? `/api/entries/${entry.uid}` : `/detail/${entry.uid}/${entry.slug}`;
  return json || round > 0 ? `${path}?walk=${run}-${round}${json ? `-${n}` : ''}` : `${path}?walk=${run}`;
};

const rows: { figures: Figures; load: string }[] = [];
const record = (figures: Figures) => {
  rows.push({ figures, load: load() });
  return figures;
};

let n = 0;
// A crawler walks for hours: the figure that counts is the steady one. The first seconds after a
// start also run V8's compilers on the render path (measured: ~100 pages/s in the first 10 s, ~180
// after 30 s); that warm-up is a row of its own, not the crawler's figure. `--warmup 0` skips it.
if (warmup > 0) {
  record(
    await measureLoad(
      { base, connections, duration: warmup, headers: { ...pageHeaders, 'user-agent': BOT } },
      `crawler warm-up: the first ${warmup} s of distinct detail pages, ${connections} conn`,
      () => distinct(n++, false),
    ),
  );
  // The warm-up's last requests are still rendering when its client stops; the next client's 8
  // connections would otherwise find this address's miss budget taken (a 503 for a bot).
  await setTimeout(2000);
}
const crawl = record(
  await measureLoad(
    { base, connections, duration, headers: { ...pageHeaders, 'user-agent': BOT } },
    `crawler: distinct detail pages, ${connections} conn`,
    () => distinct(n++, false),
  ),
);
let j = 0;
const json = record(
  await measureLoad(
    { base, connections, duration, headers: { accept: 'application/json', 'accept-encoding': 'br, gzip' } },
    `JSON detail of distinct entries, ${connections} conn`,
    () => distinct(j++, true),
  ),
);
const size = Math.max(1, json.bytes);
const ceiling = record(
  await measureLoad(
    { base, connections, duration },
    `static ceiling (${size} B), ${connections} conn`,
    () => `/api/bench/static?bytes=${size}`,
  ),
);

// One miss at a time: what a single visitor waits for an address no one asked for before.
const singles: number[] = [];
for (let i = 0; i < Number(args.single); i++) {
  const started = performance.now();
  const answer = await fetch(
    `${base}/detail/${(list[i % list.length] as { uid: string }).uid}/x?single=${run}-${i}`,
    {
      headers: pageHeaders,
    },
  );
  await answer.arrayBuffer();
  singles.push(performance.now() - started);
}
singles.sort((a, b) => a - b);
const singleLoad = load();

// Starvation: others' cached reads (40 warm addresses: detail JSON and pages), alone and beside one
// client asking for distinct pages with 4 connections.
const warm = list
  .slice(0, 20)
  .flatMap((entry) => [`/api/entries/${entry.uid}`, `/detail/${entry.uid}/${entry.slug}`]);
for (const path of warm) await (await fetch(base + path, { headers: pageHeaders })).arrayBuffer();
let w = 0;
const others = { base, connections: 16, duration, headers: pageHeaders };
const alone = record(
  await measureLoad(others, 'cached reads alone, 16 conn', () => warm[w++ % warm.length] as string),
);
let a = 0;
const attacker = autocannon({
  url: base,
  connections: 4,
  duration: duration + 2,
  headers: pageHeaders,
  requests: [{ setupRequest: (request) => ({ ...request, path: `/search?q=${run}-${a++}` }) }],
});
const beside = record(
  await measureLoad(
    others,
    'cached reads beside a distinct-page client (4 conn)',
    () => warm[w++ % warm.length] as string,
  ),
);
const attack = await attacker;

const fmt = (value: number) => value.toFixed(1);
console.log(`\n${list.length} entries; ${duration} s per run; latency in ms; load average beside each.`);
console.log('| scenario | req/s | p50 | p99 | bytes | errors | load |\n|---|---|---|---|---|---|---|');
for (const { figures, load: at } of rows) {
  console.log(
    `| ${figures.name} | ${fmt(figures.rps)} | ${fmt(figures.p50)} | ${fmt(figures.p99)} | ${figures.bytes} | ${figures.errors} | ${at} |`,
  );
}
console.log(
  `\ncrawler pages/s = ${fmt(crawl.rps)} (${fmt((100 * crawl.rps) / json.rps)} % of the JSON rate, ${fmt((100 * crawl.rps) / ceiling.rps)} % of the ceiling)`,
);
const at = (p: number) => fmt(singles[Math.min(singles.length - 1, Math.floor(p * singles.length))] ?? 0);
console.log(
  `one miss, sequential (${singles.length}): median ${at(0.5)} ms, p90 ${at(0.9)} ms (load ${singleLoad})`,
);
console.log(
  `starvation: cached reads keep ${fmt((100 * beside.rps) / alone.rps)} % (${fmt(alone.rps)} → ${fmt(beside.rps)} req/s, p99 ${fmt(alone.p99)} → ${fmt(beside.p99)} ms); the distinct-page client got ${fmt(attack.requests.average)} answers/s (${attack.non2xx} not 2xx)`,
);
