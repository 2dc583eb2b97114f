/**
 * Server-rendered guest pages (issue 20, decision 028) against a running production server
 * (`npm start`, or the built server with NODE_ENV=production): the same public pages once from the
 * page cache (warm: every address rendered before the run) and once rendered for every request
 * (each address gets a query parameter no one asked for before, so each request misses).
 *
 *   npm run pages -w @regal/bench -- [--url http://127.0.0.1:3000] [--duration 15] [--connections 50]
 */
import { parseArgs } from 'node:util';
import { measureLoad } from './load/measure.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
  },
});
const base = args.url.replace(/\/$/, '');
const options = {
  base,
  connections: Number(args.connections),
  duration: Number(args.duration),
  // What a browser sends: compressed pages, German.
  headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', 'accept-language': 'de' },
};

/** Home, the type listings, a search, a content page and the first entries' detail pages. */
async function publicPages(): Promise<string[]> {
  const response = await fetch(`${base}/api/start/search?types=all&per_page=40&sortBy=recently_added`);
  if (!response.ok) throw new Error(`search: ${response.status}`);
  const { data } = (await response.json()) as { data: { uid: string; slug: string }[] };
  return [
    '/',
    '/type/movie',
    '/type/series',
    '/type/game',
    '/search?q=open',
    '/privacy',
    ...data.map((entry) => `/detail/${entry.uid}/${entry.slug}`),
  ];
}

const pages = await publicPages();
for (const page of pages) {
  const answer = await fetch(base + page, { headers: options.headers });
  if (answer.status !== 200) throw new Error(`${page}: ${answer.status}`);
  await answer.arrayBuffer();
}

let i = 0;
const hit = await measureLoad(options, 'rendered page, cache hit', () => pages[i++ % pages.length] as string);
let n = 0;
const miss = await measureLoad(options, 'rendered page, rendered per request', () => {
  const page = pages[n % pages.length] as string;
  n += 1;
  return `${page}${page.includes('?') ? '&' : '?'}bench=${n}`;
});

const fmt = (value: number) => value.toFixed(1).padStart(8);
console.log(
  `\n${options.connections} connections, ${options.duration} s each, ${pages.length} addresses; latency in ms.`,
);
console.log('| scenario | req/s | p50 | p95 | p99 | bytes | errors |\n|---|---|---|---|---|---|---|');
for (const figures of [hit, miss]) {
  console.log(
    `| ${figures.name} | ${fmt(figures.rps)} | ${fmt(figures.p50)} | ${fmt(figures.p95)} | ${fmt(figures.p99)} | ${figures.bytes} | ${figures.errors} |`,
  );
}
