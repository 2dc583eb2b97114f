/**
 * Sequential timing of the load scenarios' paths (one request at a time): shows the per-request cost
 * without queueing and lists the slowest paths, to find which query shapes set the tail.
 *
 *   npm run profile -w @regal/bench -- [--url http://127.0.0.1:3199] [--only search] [--count 400]
 */
import { parseArgs } from 'node:util';
import { createRandom } from './dataset/random.ts';
import { buildScenarios } from './load/scenarios.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3199' },
    only: { type: 'string' },
    count: { type: 'string', default: '400' },
  },
});
const base = args.url.replace(/\/$/, '');
const scenarios = (await buildScenarios(base, createRandom(7))).filter(
  (s) => !args.only || s.name.includes(args.only),
);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

for (const scenario of scenarios) {
  const timings: { path: string; ms: number }[] = [];
  for (let i = 0; i < Number(args.count); i++) {
    const path = scenario.nextPath();
    const start = performance.now();
    await (await fetch(base + path)).text();
    timings.push({ path, ms: performance.now() - start });
  }
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  console.log(
    `${scenario.name}: p50 ${pct(sorted, 50).toFixed(1)} p95 ${pct(sorted, 95).toFixed(1)} p99 ${pct(sorted, 99).toFixed(1)} max ${pct(sorted, 100).toFixed(1)} ms`,
  );
  for (const t of timings.sort((a, b) => b.ms - a.ms).slice(0, 8))
    console.log(`  ${t.ms.toFixed(1).padStart(7)}  ${decodeURIComponent(t.path)}`);
}
