/**
 * What one server render of a page costs (issue 34, "page misses"): loads one or more builds of the
 * web app's server entry (`apps/web/dist-server/entry-server.js`, decision 028) into this process and
 * renders the same page with a fixed API answer (`bench/fixtures/render-cost/*.json`) many times,
 * the builds in turn, so a busy machine slows them alike. Reports CPU milliseconds a render
 * (`process.cpuUsage`, user + system: the machine is shared, wall-clock time is noise), the HTML's
 * bytes and elements, and the bytes of inline `style` attributes and `<svg>` markup in it.
 *
 *   npm run build && npm run render-cost -w @regal/bench -- [--entry path/to/entry-server.js …]
 *     [--fixture detail-18-releases] [--rounds 200] [--warmup 30] [--locale de] [--theme dark]
 *
 * Each `--entry` is one build (default: this checkout's); copy a build's `apps/web/dist-server`
 * elsewhere to compare it with the next one.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

// React and Mantine pick their production builds by this, as the server does (scripts/start.mjs); the
// development builds validate every prop and cost several times as much. Set before any import of them.
process.env.NODE_ENV = 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const { values: args } = parseArgs({
  options: {
    entry: { type: 'string', multiple: true },
    fixture: { type: 'string', default: 'detail-18-releases' },
    rounds: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '30' },
    locale: { type: 'string', default: 'de' },
    theme: { type: 'string', default: 'dark' },
  },
});

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

interface Fixture {
  url: string;
  origin: string;
  /** API address → the answer the server gave when the fixture was captured. */
  answers: Record<string, Answer>;
}

/** The part of the server entry's contract this bench uses (apps/web/src/entry-server.tsx). */
interface ServerEntry {
  render: (request: {
    url: string;
    origin: string;
    locale: string;
    theme: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }) => Promise<{ kind: string; body?: string; renders?: number }>;
}

const fixturePath = path.join(root, 'bench', 'fixtures', 'render-cost', `${args.fixture}.json`);
const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as Fixture;
const entries = (args.entry ?? [path.join(root, 'apps', 'web', 'dist-server', 'entry-server.js')]).map(
  (file) => path.resolve(file),
);

/** Answers the render's API reads from the fixture; a read it does not hold fails the run. */
async function answer(url: string): Promise<Response> {
  const found = fixture.answers[url];
  if (!found) throw new Error(`the fixture holds no answer for ${url}`);
  return new Response(found.status === 204 ? null : found.body, {
    status: found.status,
    headers: { 'content-type': found.contentType },
  });
}

interface Build {
  file: string;
  entry: ServerEntry;
  cpu: number[];
  html: string;
}

async function renderOnce(build: Build): Promise<{ cpuMs: number; html: string }> {
  const before = process.cpuUsage();
  const result = await build.entry.render({
    url: fixture.url,
    origin: fixture.origin,
    locale: args.locale,
    theme: args.theme,
    fetch: (url) => answer(url),
  });
  const used = process.cpuUsage(before);
  if (result.kind !== 'page' || result.body === undefined) throw new Error(`not a page: ${result.kind}`);
  // A second render means a loader missed a read: the figure would not be one render's.
  if (result.renders !== 1) throw new Error(`${result.renders} renders instead of 1`);
  return { cpuMs: (used.user + used.system) / 1000, html: result.body };
}

const builds: Build[] = [];
for (const file of entries) {
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  builds.push({ file, entry, cpu: [], html: '' });
}

const warmup = Number(args.warmup);
const rounds = Number(args.rounds);
console.log(
  `${fixture.url} (${args.fixture}), ${args.locale}, ${args.theme}: ${warmup} warm-up and ${rounds} measured renders per build, in turn`,
);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()}`);
for (let round = 0; round < warmup + rounds; round++) {
  for (const build of builds) {
    const { cpuMs, html } = await renderOnce(build);
    if (round >= warmup) build.cpu.push(cpuMs);
    build.html = html;
  }
}
console.log(`load average after: ${load()}`);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const matched = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).map(bytes);

const rows = builds.map((build) => ({
  build: path.relative(root, build.file) || build.file,
  'CPU ms mean': Number((sum(build.cpu) / build.cpu.length).toFixed(2)),
  'CPU ms p50': Number(quantile(build.cpu, 0.5).toFixed(2)),
  'CPU ms p90': Number(quantile(build.cpu, 0.9).toFixed(2)),
  'HTML bytes': bytes(build.html),
  elements: build.html.match(/<[a-zA-Z]/g)?.length ?? 0,
  'style attr bytes': sum(matched(build.html, / style="[^"]*"/g)),
  'svg bytes': sum(matched(build.html, /<svg[\s\S]*?<\/svg>/g)),
}));
console.table(rows);
