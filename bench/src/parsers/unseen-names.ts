/**
 * The team's unseen-names figure (issue 37): our parser on the frozen label files nobody tuned rules to,
 * per field and per family, in the form of the outside check's table.
 *
 *   npm run bench:unseen -w @regal/bench [-- --file <a.jsonl> ...] [--failures]
 *
 * Defaults to the two frozen files: `fixtures/release-names/heldout-extra.jsonl` (issue 24) and
 * `heldout-wide.jsonl` (issue 37). Their failures are for the report, not for writing rules (see the
 * fixtures README). `--file` scores other files the same way, e.g. the dev corpus.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { regal } from './peers.ts';
import {
  type Case,
  emptyTally,
  FIELDS,
  familyOf,
  fieldAccuracy,
  isGermanCase,
  overall,
  scoreCase,
  type Tally,
} from './scoring.ts';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/release-names');
const FROZEN = [`${FIXTURES}/heldout-extra.jsonl`, `${FIXTURES}/heldout-wide.jsonl`];

/** `npm run -w` runs in bench/; a relative `--file` means relative to where npm was started. */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

function readCases(path: string): Case[] {
  return readFileSync(fromCaller(path), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Case);
}

const pct = (n: number | null) => (n === null ? '-' : n.toFixed(1));
const exact = (t: Tally) => (t.cases ? (100 * t.exact) / t.cases : null);

/** A markdown table: one row per slice, the fields as columns, then overall and exact match. */
function table(slices: ReadonlyArray<readonly [string, Tally]>): string[] {
  const head = ['slice', 'cases', ...FIELDS, 'field acc.', 'exact'];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const [label, t] of slices) {
    const cells = [label, String(t.cases), ...FIELDS.map((f) => pct(fieldAccuracy(t, f)))];
    lines.push(`| ${[...cells, pct(overall(t)), pct(exact(t))].join(' | ')} |`);
  }
  return lines;
}

function main(): void {
  const args = process.argv.slice(2);
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) if (args[i] === '--file' && args[i + 1]) files.push(args[++i] ?? '');
  if (files.length === 0) files.push(...FROZEN);
  const cases = files.flatMap(readCases);
  const all = emptyTally();
  const german = emptyTally();
  const families = new Map<string, Tally>();
  const byFile = new Map<string, Tally>();
  for (const file of files) {
    const fileTally = emptyTally();
    byFile.set(file.split('/').at(-1) ?? file, fileTally);
    for (const c of readCases(file)) {
      const predicted = regal.parse(c.name);
      const wrong = scoreCase(all, c.expected, predicted);
      scoreCase(fileTally, c.expected, predicted);
      if (isGermanCase(c)) scoreCase(german, c.expected, predicted);
      const family = familyOf(c.source);
      let t = families.get(family);
      if (!t) {
        t = emptyTally();
        families.set(family, t);
      }
      scoreCase(t, c.expected, predicted);
      if (args.includes('--failures'))
        for (const field of wrong)
          console.log(
            `${field}\t${c.name}\texpected=${JSON.stringify(c.expected[field])}\tgot=${JSON.stringify(predicted[field] ?? null)}`,
          );
    }
  }
  console.log(`${cases.length} cases from ${files.join(', ')}\n`);
  const famRows = [...families.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const line of table([
    ['all', all],
    ...famRows.map(([f, t]) => [`family ${f}`, t] as const),
    ['German names', german],
    ...[...byFile.entries()].map(([f, t]) => [`file ${f}`, t] as const),
  ]))
    console.log(line);
  console.log(`overall ${overall(all).toFixed(2)} exact ${(exact(all) ?? 0).toFixed(2)}`);
}

main();
