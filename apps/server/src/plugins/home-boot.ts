import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENTRY_PAGE_SIZE, type EntryCard, type EntryDetail, HOME_BOOT_ELEMENT_ID } from '@regal/shared';
import type { FastifyInstance } from 'fastify';

/** One record of Vite's `dist/.vite/manifest.json`. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/** Home's route module in the web build (apps/web/src/app/router.tsx loads it lazily). */
const HOME_MODULE = 'src/features/entries/pages/home-page.tsx';

/** How long one home boot (the newest entries) is reused: a new release shows on home within this. */
export const HOME_BOOT_TTL_MS = 15_000;

/** What home's page carries for its first paint; the web app reads it in `lib/home-boot.ts`. */
export interface HomeBootData {
  latest: EntryCard[];
  /** The intro header's backdrop for the newest entry, so it can load before the entry's detail. */
  heroBackdrop: string | null;
}

/**
 * `<link rel="modulepreload">` for home's own chunk and the chunks it imports that index.html does
 * not already load, so the browser fetches them with the entry script instead of after it ran.
 */
export function homeModulePreloads(webDist: string, indexHtml: string): string {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(HOME_MODULE);
  const base = '/app/';
  const notInIndex = (file: string) => !indexHtml.includes(`${base}${file}`);
  return [
    ...[...styles].filter(notInIndex).map((file) => `<link rel="preload" as="style" href="${base}${file}">`),
    ...[...files]
      .filter(notInIndex)
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('');
}

/** JSON that is safe inside a <script> element whatever the titles contain ("</script>", "<!--"). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The newest entries and the intro's backdrop, read through the public API in-process (the same
 * answers, rules and caches a visitor's own requests get). Null when the API cannot answer now:
 * home then simply asks for them itself.
 */
export async function loadHomeBoot(app: FastifyInstance): Promise<HomeBootData | null> {
  const latest = await app.inject({ method: 'GET', url: `/api/entries/latest?limit=${ENTRY_PAGE_SIZE}` });
  if (latest.statusCode !== 200) return null;
  const entries = (latest.json() as { data: EntryCard[] }).data;
  let heroBackdrop: string | null = null;
  const first = entries[0];
  if (first) {
    const detail = await app.inject({ method: 'GET', url: `/api/entries/${encodeURIComponent(first.uid)}` });
    if (detail.statusCode === 200)
      heroBackdrop = (detail.json() as EntryDetail).options.backdrops[0]?.url ?? null;
  }
  return { latest: entries, heroBackdrop };
}

/** Home's page: index.html with the boot data, the backdrop preload and home's module preloads. */
export function renderHomePage(indexHtml: string, preloads: string, boot: HomeBootData | null): string {
  const parts = [preloads];
  if (boot) {
    if (boot.heroBackdrop) {
      parts.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${encodeURI(boot.heroBackdrop)}">`,
      );
    }
    parts.push(
      `<script type="application/json" id="${HOME_BOOT_ELEMENT_ID}">${scriptSafeJson({ ...boot, at: Date.now() })}</script>`,
    );
  }
  return indexHtml.replace('</head>', `${parts.join('')}</head>`);
}
