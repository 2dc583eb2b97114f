/**
 * How well does our rule-based parser generalise? (issue 24)
 *
 *   npm run bench:parser -w @regal/bench [-- --file <a.jsonl> ...] [--failures] [--speed-rounds N]
 *
 * A rule-based parser has nothing to fit, so "cross-validation" here means: score every slice of the
 * corpus apart — leave-one-source-out (each corpus the cases came from: guessit, ptn, pr0pz, and our own
 * `extra-*` styles) and five folds split by sha256(name) — per field, with the worst fold beside the mean.
 * A rule fitted to one case helps one slice and shows up as a slice that stays low or drops. The files
 * default to the dev corpus plus our training names; the frozen held-out file is scored only when named.
 * Also prints names/second (parse only, dev corpus, best of N rounds).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { regal } from './peers.ts';
import {
  type Case,
  emptyTally,
  FIELDS,
  fieldAccuracy,
  isGermanCase,
  overall,
  scoreCase,
  type Tally,
} from './scoring.ts';

const DEV = '/work/shared/corpora/release-names/dev.jsonl';
const FIXTURES = resolve(import.meta.dirname, '../../fixtures/release-names');
const TRAIN = [`${FIXTURES}/train-extra.jsonl`, `${FIXTURES}/train-wide.jsonl`];
const FOLDS = 5;

/** `npm run -w` runs in bench/; a relative `--file` means relative to where npm was started. */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

function readCases(path: string): Case[] {
  return readFileSync(fromCaller(path), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Case);
}

function foldOf(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0) % FOLDS;
}

const pct = (n: number | null) => (n === null ? '    - ' : `${n.toFixed(1).padStart(5)}%`);
const exact = (t: Tally) => (t.cases ? (100 * t.exact) / t.cases : null);

/** One row per slice: per-field accuracy, overall and exact match. */
function table(title: string, slices: ReadonlyArray<readonly [string, Tally]>): string[] {
  const cols = ['cases', ...FIELDS.map((f) => f.slice(0, 6)), 'total', 'exact'];
  const lines = [title, ['slice'.padEnd(22), ...cols.map((c) => c.padStart(7))].join('')];
  for (const [label, t] of slices) {
    lines.push(
      [
        label.padEnd(22),
        String(t.cases).padStart(7),
        ...FIELDS.map((f) => pct(fieldAccuracy(t, f)).padStart(7)),
        pct(overall(t)).padStart(7),
        pct(exact(t)).padStart(7),
      ].join(''),
    );
  }
  return lines;
}

/** Mean and worst of the slices, per field. */
function spread(slices: ReadonlyArray<readonly [string, Tally]>): Array<readonly [string, Tally]> {
  const worst = emptyTally();
  const lines: Array<readonly [string, Tally]> = [];
  // Present the worst fold per field as a synthetic tally of right/total = worst accuracy.
  for (const field of FIELDS) {
    let min = Number.POSITIVE_INFINITY;
    for (const [, t] of slices) {
      const acc = fieldAccuracy(t, field);
      if (acc !== null && acc < min) min = acc;
    }
    if (min !== Number.POSITIVE_INFINITY) {
      worst.total[field] = 1000;
      worst.right[field] = Math.round(min * 10);
    }
  }
  worst.cases = Math.min(...slices.map(([, t]) => t.cases));
  worst.exact = Math.round((worst.cases * Math.min(...slices.map(([, t]) => exact(t) ?? 100))) / 100);
  lines.push(['worst slice (per col)', worst]);
  return lines;
}

function main(): void {
  const args = process.argv.slice(2);
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) if (args[i] === '--file' && args[i + 1]) files.push(args[++i] ?? '');
  if (files.length === 0) files.push(DEV, ...TRAIN);
  const roundsArg = args.indexOf('--speed-rounds');
  const rounds = roundsArg >= 0 ? Number(args[roundsArg + 1]) : 5;

  const cases = files.flatMap(readCases);
  const all = emptyTally();
  const german = emptyTally();
  const bySource = new Map<string, Tally>();
  const byFold = Array.from({ length: FOLDS }, emptyTally);
  const failures: string[] = [];
  for (const c of cases) {
    const predicted = regal.parse(c.name);
    const wrong = scoreCase(all, c.expected, predicted);
    if (isGermanCase(c)) scoreCase(german, c.expected, predicted);
    let source = bySource.get(c.source);
    if (!source) {
      source = emptyTally();
      bySource.set(c.source, source);
    }
    scoreCase(source, c.expected, predicted);
    scoreCase(byFold[foldOf(c.name)] ?? emptyTally(), c.expected, predicted);
    for (const field of wrong) {
      failures.push(
        `${field}\t${c.name}\texpected=${JSON.stringify(c.expected[field])}\tgot=${JSON.stringify(predicted[field] ?? null)}`,
      );
    }
  }
  if (args.includes('--failures')) for (const line of failures) console.log(line);

  const sources = [...bySource.entries()].sort(([a], [b]) => a.localeCompare(b));
  const folds = byFold.map((t, i) => [`fold ${i + 1}/${FOLDS}`, t] as const);
  console.log(`${cases.length} cases from ${files.join(', ')}\n`);
  for (const line of [
    ...table('All', [
      ['all', all],
      ['German slice', german],
    ]),
    '',
    ...table('By source (leave-one-source-out)', [...sources, ...spread(sources)]),
    '',
    ...table(`By sha256 fold`, [...folds, ...spread(folds)]),
  ])
    console.log(line);

  // Speed: parse the dev corpus `rounds` times after a warm-up; report the best round, by wall clock and
  // by this process's CPU time (the machine is shared, so CPU time is the steadier figure).
  const names = readCases(DEV).map((c) => c.name);
  for (const n of names) regal.parse(n);
  let bestWall = Number.POSITIVE_INFINITY;
  let bestCpu = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    for (const n of names) regal.parse(n);
    const used = process.cpuUsage(cpu);
    bestCpu = Math.min(bestCpu, (used.user + used.system) / 1e6);
    bestWall = Math.min(bestWall, Number(process.hrtime.bigint() - start) / 1e9);
  }
  console.log(
    `\nspeed ${Math.round(names.length / bestWall)} names/s wall, ${Math.round(names.length / bestCpu)} names/s CPU (best of ${rounds} rounds of ${names.length})`,
  );
  console.log(`overall ${overall(all).toFixed(2)} exact ${(exact(all) ?? 0).toFixed(2)}`);
}

main();
