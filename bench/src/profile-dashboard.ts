/**
 * Sequential timing of the dashboard entry list (issue 10) at catalogue scale: first page, a title
 * search, a filter and the duplicates queue, one request at a time as an operator clicks.
 *
 *   npm run profile:dashboard -w @regal/bench -- [--url http://127.0.0.1:3199] --login admin \
 *     --password … [--token …] [--count 200] [--server-pid <pid>]
 *
 * With `--server-pid` (the server's process; its embedded PostgreSQL runs below it) it also reports
 * the CPU time the server and all database processes spent per request: on a machine shared with
 * other work that figure moves far less than the wall-clock percentiles.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createRandom } from './dataset/random.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3199' },
    login: { type: 'string', default: 'admin' },
    password: { type: 'string', default: '' },
    count: { type: 'string', default: '200' },
    'server-pid': { type: 'string' },
    // a token from an earlier login: repeated runs stay under the login rate limit
    token: { type: 'string' },
  },
});
const base = args.url.replace(/\/$/, '');
const count = Number(args.count);

async function logIn(): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: args.login, password: args.password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}
const token = args.token ?? (await logIn());
const headers = { authorization: `Bearer ${token}` };

// Real title words from the catalogue, so searches hit what an operator would type.
const sample = (await (
  await fetch(`${base}/api/dashboard/entries?per_page=100&sortBy=id&sortOrder=asc`, { headers })
).json()) as { data: { title: string }[]; total: number };
const words = [...new Set(sample.data.flatMap((e) => e.title.split(/\s+/)).filter((w) => w.length >= 4))];
const random = createRandom(11);
const pick = <T>(list: readonly T[]) => list[random.int(0, list.length - 1)] as T;
const types = ['movie', 'series', 'anime', 'doku', 'game'] as const;

const scenarios: { name: string; next: () => string }[] = [
  { name: 'first page (list=all, newest first)', next: () => '/api/dashboard/entries' },
  { name: 'first page, page 2–40', next: () => `/api/dashboard/entries?page=${random.int(2, 40)}` },
  {
    name: 'search (title word)',
    next: () => `/api/dashboard/entries?search=${encodeURIComponent(pick(words))}`,
  },
  {
    name: 'filter (type + status)',
    next: () => `/api/dashboard/entries?type=${pick(types)}&status=active`,
  },
  { name: 'duplicates queue', next: () => '/api/dashboard/entries?list=duplicated' },
  { name: 'no-release queue', next: () => '/api/dashboard/entries?list=norelease' },
];

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** CPU time (ms) of a process tree: live processes plus the waited-for children each has reaped. */
function treeCpuMs(root: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const raw = readFileSync(`/proc/${name}/stat`, 'utf8');
      // fields after the ")" of the command name: state ppid … utime(14) stime(15) cutime(16) cstime(17)
      const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      stats.set(Number(name), { parent: Number(fields[1]), ticks });
    } catch {
      // the process ended while reading
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 10; hops++) {
      if (p === root) return true;
      p = stats.get(p)?.parent ?? 0;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return ticks * TICK_MS;
}
const serverPid = args['server-pid'] ? Number(args['server-pid']) : undefined;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

console.log(`catalogue: ${sample.total} entries; ${count} sequential requests per scenario`);
for (const scenario of scenarios) {
  const timings: number[] = [];
  const cpuBefore = serverPid ? treeCpuMs(serverPid) : 0;
  for (let i = 0; i < count; i++) {
    const path = scenario.next();
    const start = performance.now();
    const res = await fetch(base + path, { headers });
    await res.text();
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    timings.push(performance.now() - start);
  }
  const cpu = serverPid ? ` · CPU ${((treeCpuMs(serverPid) - cpuBefore) / count).toFixed(1)} ms/request` : '';
  const sorted = timings.sort((a, b) => a - b);
  console.log(
    `${scenario.name}: p50 ${pct(sorted, 50).toFixed(1)} p95 ${pct(sorted, 95).toFixed(1)} max ${pct(sorted, 100).toFixed(1)} ms${cpu}`,
  );
}
