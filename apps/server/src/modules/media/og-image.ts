import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';
import { createGeneratedCache } from '../../lib/generated-cache.ts';
import type { Lang } from '../../lib/messages/index.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { escapeXml } from '../../lib/xml.ts';
import { createMediaFilesRepository, MEDIA_URL_PREFIX } from '../catalogue/media-files.ts';
import { visibleEntry } from '../entries/entries.repository.ts';
import { artInputOf } from './art-input.ts';
import { backdropSvg, coverSvg, wrap } from './svg-art.ts';

/** The size link previews ask for (OpenGraph / Twitter summary_large_image): 1.91 : 1. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const COVER = { left: 72, top: 75, width: 320, height: 480 };
const TEXT_LEFT = COVER.left + COVER.width + 56;
/**
 * Cards kept in memory (≈ 100–300 KB each) and for how long; see lib/generated-cache.ts. An unknown
 * id's null is not kept (issue 32: 200 made-up ids pushed every real card out of a count-bound cache).
 * A change of the entry drops its card at once (decision 050); the time bounds only what no trigger names.
 */
const CACHE = {
  maxBytes: 32 * 1024 * 1024,
  ttlMs: 10 * 60_000,
  isMiss: (png: Buffer | null) => png === null,
};

/** DejaVu Sans Bold is about 0.63 em wide a character; the title column is this wide. */
const TEXT_WIDTH = OG_WIDTH - TEXT_LEFT - 48;
const TITLE_SIZES = [56, 48, 40, 34];

/** The largest size at which the title fits in three lines (no word wider than the column), else four at the smallest. */
function fitTitle(title: string): { size: number; lines: string[] } {
  const longestWord = Math.max(...title.split(/\s+/).map((w) => w.length));
  for (const size of TITLE_SIZES) {
    const columns = Math.floor(TEXT_WIDTH / (size * 0.63));
    const lines = wrap(title, columns, 99);
    if (lines.length <= 3 && longestWord <= columns) return { size, lines };
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1] ?? 34;
  return { size, lines: wrap(title, Math.floor(TEXT_WIDTH / (size * 0.63)), 4) };
}

/**
 * The text and shading over the backdrop. DejaVu Sans is named first: it is what fontconfig has on
 * a plain Debian server, so the card reads the same on every host that installs fonts-dejavu.
 */
function overlaySvg(title: string, meta: string): string {
  const { size, lines } = fitTitle(title);
  const lineHeight = Math.round(size * 1.18);
  const top = OG_HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + 8;
  const titleLines = lines
    .map(
      (line, i) =>
        `<text x="${TEXT_LEFT}" y="${top + i * lineHeight}" class="t" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
<defs><linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".45" stop-color="#000" stop-opacity=".72"/><stop offset="1" stop-color="#000" stop-opacity=".82"/></linearGradient>
<style>.t{font-family:'DejaVu Sans',sans-serif;font-weight:700;fill:#fff}.m{font:600 26px 'DejaVu Sans',sans-serif;fill:#fff;opacity:.85}.b{font:700 24px 'DejaVu Sans',sans-serif;fill:#fff;letter-spacing:4px;opacity:.7}</style></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#shade)"/>
<rect x="${COVER.left - 6}" y="${COVER.top - 6}" width="${COVER.width + 12}" height="${COVER.height + 12}" rx="14" fill="#000" opacity=".45"/>
<text x="${TEXT_LEFT}" y="${top - lineHeight - 8}" class="m">${escapeXml(meta)}</text>${titleLines}
<text x="${OG_WIDTH - 56}" y="${OG_HEIGHT - 44}" text-anchor="end" class="b">REGAL</text>
</svg>`;
}

/** Runs one piece of image work under the caller's budget (image-work.ts); by default at once. */
export type Draw = <T>(work: () => Promise<T>) => Promise<T>;
const atOnce: Draw = (work) => work();

/** Share cards (1200×630 PNG) for link previews: the entry's backdrop, its cover and its title. */
export function createOgImageService(db: Database) {
  const mediaFiles = createMediaFilesRepository(db);
  const cache = createGeneratedCache<Buffer | null>(CACHE);

  /** An uploaded image we hold ourselves; remote URLs are not fetched (no requests on a visitor's behalf). */
  const localImage = async (url: string | null | undefined) =>
    url?.startsWith(MEDIA_URL_PREFIX) ? mediaFiles.read(url.slice(MEDIA_URL_PREFIX.length)) : null;

  async function render(uid: string, lang: Lang, draw: Draw): Promise<Buffer | null> {
    const [row] = await db
      .select({
        title: entries.title,
        type: entries.type,
        subType: entries.subType,
        cover: entries.cover,
        options: entries.options,
        releasedAt: entries.releasedAt,
      })
      .from(entries)
      .where(and(visibleEntry, eq(entries.uid, uid)))
      .limit(1);
    // An unknown id answers before any drawing and is not kept (CACHE.isMiss).
    if (!row) return null;
    return draw(() => compose(uid, lang, row));
  }

  async function compose(
    uid: string,
    lang: Lang,
    row: Parameters<typeof artInputOf>[1] & {
      title: string;
      cover: string | null;
      releasedAt: string | null;
    },
  ): Promise<Buffer> {
    const art = artInputOf(uid, row, lang);
    const [backdropFile, coverFile] = await Promise.all([
      localImage(row.options.backdrops?.[0]?.url),
      localImage(row.cover ?? row.options.posters?.[0]?.link),
    ]);
    const sharp = await loadSharp();
    const backdrop = sharp(backdropFile ?? Buffer.from(backdropSvg(art, 1))).resize(OG_WIDTH, OG_HEIGHT, {
      fit: 'cover',
    });
    const cover = await sharp(coverFile ?? Buffer.from(coverSvg(art)))
      .resize(COVER.width, COVER.height, { fit: 'cover' })
      .png()
      .toBuffer();
    const meta = [art.label, row.releasedAt?.slice(0, 4)].filter(Boolean).join(' · ');
    return backdrop
      .composite([
        { input: Buffer.from(overlaySvg(row.title, meta)), left: 0, top: 0 },
        { input: cover, left: COVER.left, top: COVER.top },
      ])
      .png({ compressionLevel: 8 })
      .toBuffer();
  }

  return {
    /**
     * The card's PNG in a language (its caption), or null when the entry is unknown or not visible.
     * `draw` guards a new drawing.
     */
    card: (uid: string, lang: Lang, draw: Draw = atOnce) =>
      cache.get(`${uid}:${lang}`, () => render(uid, lang, draw)),
    /** Drops the cards a catalogue change touched (null: all), decision 050; keys are `<uid>:<lang>`. */
    drop(changed: ReadonlySet<string> | null): void {
      if (!changed) cache.clear();
      else cache.deleteWhere((key) => changed.has(`u:${key.slice(0, key.lastIndexOf(':'))}`));
    },
  };
}
export type OgImageService = ReturnType<typeof createOgImageService>;
