import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChangelogVersion } from '@regal/shared';
import type { Lang } from '../../lib/messages/index.ts';

/**
 * The changelog timeline (spec 02 §2 layout piece) reads CHANGELOG.md at the repository root:
 * `## [3.49.7] - 2026-11-20` headings with `- item` lines below (Keep a Changelog style). German
 * readers get CHANGELOG.de.md, the same headings in German (issue 36: the timeline was English on
 * a German dashboard).
 */
export function parseChangelog(text: string): ChangelogVersion[] {
  const versions: ChangelogVersion[] = [];
  let current: ChangelogVersion | null = null;
  for (const line of text.split('\n')) {
    const heading = /^##\s+\[?([^\]\s]+)\]?(?:\s+[-–]\s+(\d{4}-\d{2}-\d{2}))?/.exec(line);
    if (heading?.[1]) {
      current = { version: heading[1], date: heading[2] ?? null, items: [] };
      versions.push(current);
      continue;
    }
    const item = /^\s*[-*]\s+(.+)$/.exec(line);
    if (item?.[1] && current) current.items.push(item[1].trim());
  }
  return versions;
}

const FILES: Record<Lang, string> = { en: 'CHANGELOG.md', de: 'CHANGELOG.de.md' };

/** Walks up from this file to the first CHANGELOG.md (source tree and bundle alike). */
export function findChangelog(start = import.meta.dirname, name = FILES.en): string | null {
  let dir = start;
  for (let i = 0; i < 8; i += 1) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

export function readChangelog(lang: Lang = 'en'): ChangelogVersion[] {
  const file = findChangelog(import.meta.dirname, FILES[lang]);
  return file ? parseChangelog(readFileSync(file, 'utf8')) : [];
}

/**
 * The timeline in each language: CHANGELOG.md's versions, each with the German file's items where
 * that file has the version (a release noted in English only still shows, in English).
 */
export function changelogs(): Record<Lang, ChangelogVersion[]> {
  const en = readChangelog('en');
  const german = new Map(readChangelog('de').map((version) => [version.version, version.items]));
  const de = en.map((version) => ({ ...version, items: german.get(version.version) ?? version.items }));
  return { en, de };
}
