/**
 * Scores release-name parsers on the evaluation corpus with the README's rules.
 *
 *   npm run score-parsers -w @regal/bench [-- <path/to/dev.jsonl>] [--failures]
 *
 * Prints per-field accuracy, overall (micro average), exact-match rate, per-corpus and German-slice
 * overall for each parser side by side. The last line is `overall <percent>` for our parser.
 */
import { readFileSync } from 'node:fs';
import { ctrlVideoFilenameParser, type Parser, parseTorrentTitle, regal } from './peers.ts';
import {
  type Case,
  emptyTally,
  FIELDS,
  fieldAccuracy,
  isGermanCase,
  overall,
  type Prediction,
  scoreCase,
  type Tally,
} from './scoring.ts';

const DEFAULT_PATH = '/work/shared/corpora/release-names/dev.jsonl';

function readCases(path: string): Case[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Case);
}

interface Report {
  parser: Parser;
  all: Tally;
  german: Tally;
  rest: Tally;
  byCorpus: Map<string, Tally>;
  failures: string[];
}

function safeParse(parser: Parser, name: string): Prediction {
  try {
    return parser.parse(name);
  } catch {
    return {};
  }
}

function run(parser: Parser, cases: readonly Case[]): Report {
  const report: Report = {
    parser,
    all: emptyTally(),
    german: emptyTally(),
    rest: emptyTally(),
    byCorpus: new Map(),
    failures: [],
  };
  for (const c of cases) {
    const predicted = safeParse(parser, c.name);
    const wrong = scoreCase(report.all, c.expected, predicted);
    scoreCase(isGermanCase(c) ? report.german : report.rest, c.expected, predicted);
    let corpus = report.byCorpus.get(c.source);
    if (!corpus) {
      corpus = emptyTally();
      report.byCorpus.set(c.source, corpus);
    }
    scoreCase(corpus, c.expected, predicted);
    for (const field of wrong) {
      report.failures.push(
        `${field}\t${c.name}\texpected=${JSON.stringify(c.expected[field])}\tgot=${JSON.stringify(predicted[field] ?? null)}`,
      );
    }
  }
  return report;
}

const pct = (n: number | null) => (n === null ? '   -  ' : `${n.toFixed(1).padStart(5)}%`);

function table(reports: readonly Report[]): string[] {
  const width = 28;
  const lines: string[] = [];
  const header = ['metric'.padEnd(18), ...reports.map((r) => r.parser.name.padStart(width))].join(' ');
  lines.push(header, '-'.repeat(header.length));
  const row = (label: string, value: (r: Report) => string) =>
    lines.push([label.padEnd(18), ...reports.map((r) => value(r).padStart(width))].join(' '));
  for (const field of FIELDS) {
    row(`${field} (n=${reports[0]?.all.total[field] ?? 0})`, (r) => pct(fieldAccuracy(r.all, field)));
  }
  row('overall', (r) => pct(overall(r.all)));
  row('exact match', (r) => pct(r.all.cases ? (100 * r.all.exact) / r.all.cases : null));
  for (const corpus of [...(reports[0]?.byCorpus.keys() ?? [])].sort()) {
    const n = reports[0]?.byCorpus.get(corpus)?.cases ?? 0;
    row(`corpus ${corpus} (${n})`, (r) => pct(overall(r.byCorpus.get(corpus) ?? emptyTally())));
  }
  row(`German (${reports[0]?.german.cases ?? 0})`, (r) => pct(overall(r.german)));
  row(`non-German (${reports[0]?.rest.cases ?? 0})`, (r) => pct(overall(r.rest)));
  row('German exact', (r) => pct(r.german.cases ? (100 * r.german.exact) / r.german.cases : null));
  return lines;
}

function main(): void {
  const args = process.argv.slice(2);
  const path = args.find((a) => !a.startsWith('--')) ?? DEFAULT_PATH;
  const cases = readCases(path);
  const reports = [regal, ctrlVideoFilenameParser, parseTorrentTitle].map((p) => run(p, cases));
  const ours = reports[0];
  if (!ours) return;
  if (args.includes('--failures')) for (const line of ours.failures) console.log(line);
  console.log(`${cases.length} cases from ${path}\n`);
  for (const line of table(reports)) console.log(line);
  console.log(`overall ${overall(ours.all).toFixed(2)}`);
}

main();
