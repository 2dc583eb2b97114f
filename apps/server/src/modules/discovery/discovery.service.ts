import { ENTRY_TYPES, type EntryType, type SearchQuery } from '@regal/shared';
import { createGeneratedCache } from '../../lib/generated-cache.ts';
import { type Lang, type MessageKey, message } from '../../lib/messages/index.ts';
import { coverUrl, ogImageUrl } from '../media/media-urls.ts';
import type { SearchService } from '../search/search.service.ts';
import type { DiscoveryRepository, FeedRow } from './discovery.repository.ts';
import { atomXml, type FeedItem, sitemapIndexXml, urlSetXml } from './discovery-xml.ts';

/** Items in a feed (the "at most 50") and release names shown per item. */
export const FEED_ITEMS = 50;
const RELEASES_PER_ITEM = 10;
/** Summary length in a feed item, cut on a word like the cards' descriptions. */
const SUMMARY_CHARS = 300;
/**
 * Sitemaps change when entries do; a quarter of an hour bounds what no catalogue change names
 * (a change drops them at once, decision 050).
 */
const SITEMAP_TTL_MS = 15 * 60_000;
const FEED_TTL_MS = 5 * 60_000;
/**
 * Memory the generated files may take (issue 32: bound by bytes, not by count). A sitemap file of
 * 50,000 addresses is ~5 MB; a feed ~100 KB. Sitemap numbers past the last file (null) are not kept.
 */
const SITEMAP_CACHE_BYTES = 48 * 1024 * 1024;
const FEED_CACHE_BYTES = 8 * 1024 * 1024;
const FILE_LIST_CACHE_BYTES = 4 * 1024 * 1024;

const TYPE_LABEL: Record<EntryType, MessageKey> = {
  movie: 'feedTypeMovie',
  series: 'feedTypeSeries',
  anime: 'feedTypeAnime',
  doku: 'feedTypeDoku',
  digital: 'feedTypeDigital',
  music: 'feedTypeMusic',
  game: 'feedTypeGame',
};

export interface DiscoveryOptions {
  /** Absolute base of every URL written (PUBLIC_URL, no trailing slash). */
  publicUrl: string;
  urlsPerFile: number;
}

export type FeedKind =
  | { kind: 'all' }
  | { kind: 'type'; type: EntryType }
  | { kind: 'search'; query: SearchQuery };

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s.,;:!?-]+$/, '')}…`;
}

const newestOf = (dates: Date[]): Date | null =>
  dates.length > 0 ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null;

/** Sitemap (index and files), robots.txt and the Atom feeds, generated from the catalogue. */
export function createDiscoveryService(
  repo: DiscoveryRepository,
  search: SearchService,
  { publicUrl, urlsPerFile }: DiscoveryOptions,
) {
  const base = publicUrl.replace(/\/+$/, '');
  const abs = (path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path}`);
  const detailUrl = (row: { uid: string; slug: string }) => abs(`/detail/${row.uid}/${row.slug}`);
  const sitemaps = createGeneratedCache<string | null>({
    maxBytes: SITEMAP_CACHE_BYTES,
    ttlMs: SITEMAP_TTL_MS,
    isMiss: (xml) => xml === null,
  });
  const feeds = createGeneratedCache<string>({ maxBytes: FEED_CACHE_BYTES, ttlMs: FEED_TTL_MS });
  const fileList = createGeneratedCache<Awaited<ReturnType<DiscoveryRepository['entryFiles']>>>({
    maxBytes: FILE_LIST_CACHE_BYTES,
    ttlMs: SITEMAP_TTL_MS,
  });
  const entryFiles = () => fileList.get('files', () => repo.entryFiles(urlsPerFile));

  async function buildIndex(): Promise<string> {
    const files = await entryFiles();
    const newest = newestOf(files.map((file) => file.lastmod));
    return sitemapIndexXml([
      { loc: abs('/sitemaps/static.xml'), lastmod: newest },
      ...files.map((file, i) => ({ loc: abs(`/sitemaps/entries-${i + 1}.xml`), lastmod: file.lastmod })),
    ]);
  }

  async function buildStatic(): Promise<string> {
    const [files, pages] = await Promise.all([entryFiles(), repo.contentPages()]);
    const newest = newestOf(files.map((file) => file.lastmod));
    return urlSetXml([
      { loc: abs('/'), lastmod: newest },
      ...ENTRY_TYPES.map((type) => ({ loc: abs(`/type/${type}`) })),
      ...pages.map((page) => ({
        loc: abs(`/page/${encodeURIComponent(page.slug)}`),
        lastmod: page.updatedAt,
      })),
    ]);
  }

  async function buildEntryFile(n: number): Promise<string | null> {
    const file = (await entryFiles())[n - 1];
    if (!file) return null;
    const rows = await repo.entriesBetween(file.firstId, file.lastId, urlsPerFile);
    return urlSetXml(rows.map((row) => ({ loc: detailUrl(row), lastmod: row.lastmod })));
  }

  async function itemsOf(rows: FeedRow[], lang: Lang): Promise<FeedItem[]> {
    const names = await repo.releaseNames(
      rows.map((row) => row.id),
      RELEASES_PER_ITEM,
    );
    return rows.map((row) => ({
      id: abs(`/detail/${row.uid}`),
      title: row.title,
      link: detailUrl(row),
      updated: row.lastmod,
      published: row.createdAt,
      category: row.subType ?? row.type,
      summary: cut(row.description, SUMMARY_CHARS),
      cover: abs(row.cover ?? coverUrl(row.uid)),
      card: abs(ogImageUrl(row.uid)),
      releases: names.get(row.id) ?? [],
      releasesLabel: message(lang, 'feedReleases'),
    }));
  }

  async function buildFeed(feed: FeedKind, self: string, lang: Lang): Promise<string> {
    let rows: FeedRow[];
    let title: string;
    let alternate = abs('/');
    if (feed.kind === 'search') {
      const query = { ...feed.query, mode: 'entries' as const, page: 1, per_page: FEED_ITEMS };
      // The same search the API answers; a feed lists the newest matches unless asked otherwise.
      const result = await search.search({ ...query, sortBy: query.sortBy ?? 'latest' }, null);
      rows = await repo.byIds(result.mode === 'entries' ? result.data.map((hit) => hit.id) : []);
      title = query.text
        ? message(lang, 'feedSearch', { query: query.text })
        : message(lang, 'feedSearchAll');
      alternate = abs(
        `/search?${new URLSearchParams(query.text ? { page: '1', q: query.text } : { page: '1' })}`,
      );
    } else {
      const type = feed.kind === 'type' ? feed.type : undefined;
      rows = await repo.newest(FEED_ITEMS, type);
      title = type
        ? message(lang, 'feedType', { type: message(lang, TYPE_LABEL[type]) })
        : message(lang, 'feedAll');
      if (type) alternate = abs(`/type/${type}`);
    }
    const items = await itemsOf(rows, lang);
    const updated = newestOf(items.map((item) => item.updated)) ?? new Date(0);
    return atomXml({ id: abs(self), title, self: abs(self), alternate, lang, updated, items });
  }

  return {
    sitemapIndex: () => sitemaps.get('index', async () => buildIndex()) as Promise<string>,
    /** `static` or `entries-<n>`; null when there is no such file. */
    sitemapFile(name: string): Promise<string | null> {
      if (name === 'static') return sitemaps.get(name, buildStatic);
      const n = /^entries-([1-9]\d{0,5})$/.exec(name)?.[1];
      return n ? sitemaps.get(name, () => buildEntryFile(Number(n))) : Promise.resolve(null);
    },
    robotsTxt: () =>
      [
        'User-agent: *',
        'Disallow: /api/',
        // Share cards and artwork are linked from pages and feeds: previews and image search may fetch them.
        'Allow: /api/media/',
        'Disallow: /dashboard',
        'Disallow: /settings/',
        'Allow: /',
        '',
        `Sitemap: ${abs('/sitemap.xml')}`,
        '',
      ].join('\n'),
    /** `self`: the feed's path and query as requested (its Atom id and self link). */
    feed: (feed: FeedKind, self: string, lang: Lang) =>
      feeds.get(`${lang}|${self}`, () => buildFeed(feed, self, lang)),
    /**
     * A catalogue change (decision 050; tags null: everything). Feeds show titles, descriptions,
     * covers and release names of the newest entries: any change drops them. The sitemap lists
     * visible entries with their slugs and dates: a change of which entries exist (`list`), of a
     * date (`by:updated`), or of everything drops it; a hide or trash always.
     */
    drop(changed: ReadonlySet<string> | null, urgent: boolean): void {
      feeds.clear();
      if (!changed || urgent || changed.has('list') || changed.has('by:updated')) {
        sitemaps.clear();
        fileList.clear();
      }
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
