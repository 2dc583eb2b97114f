/**
 * Batch release-name parser: one name per line on stdin, one JSON object per line on stdout.
 *
 *   npm run parse-release < names.txt
 *   npm run parse-release -- --type=series < names.txt
 *
 * Each object holds `name` plus the corpus schema fields (title, year, type, season, episode, resolution,
 * source, codec, audio, languages, group) and the parser's extra fields. Empty lines are skipped.
 */
import { createInterface } from 'node:readline';
import { parseReleaseName } from '../domain/release-name/index.ts';

function hintFromArgs(argv: readonly string[]): { type?: string } | undefined {
  const arg = argv.find((a) => a.startsWith('--type='));
  return arg ? { type: arg.slice('--type='.length) } : undefined;
}

async function main(): Promise<void> {
  const hint = hintFromArgs(process.argv.slice(2));
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    const name = line.trim();
    if (name === '') continue;
    const parsed = parseReleaseName(name, hint);
    if (!process.stdout.write(`${JSON.stringify(parsed)}\n`)) {
      await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()));
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`parse-release: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
