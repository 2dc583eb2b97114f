import { randomBytes } from 'node:crypto';
import type { MediaKind } from '@regal/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { type ImageKind, UnreadableImageError } from '../account/avatar-image.ts';

export const MEDIA_URL_PREFIX = '/api/media/file/';
const MAX_INPUT_PIXELS = 40_000_000;
/** Largest stored edge per kind: posters are portrait, backdrops and screenshots landscape. */
const BOUNDS: Record<MediaKind, { width: number; height: number }> = {
  poster: { width: 1000, height: 1500 },
  backdrop: { width: 1920, height: 1080 },
  screenshot: { width: 1920, height: 1080 },
};

/**
 * Decodes and writes a new WebP from the pixels alone (like avatars: metadata, trailing bytes and
 * extra frames are gone), shrunk to fit the kind's bounds, never enlarged, aspect kept.
 */
export async function reencodeMedia(bytes: Uint8Array, sniffed: ImageKind, kind: MediaKind) {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await image.metadata();
    if (meta.format !== sniffed)
      throw new UnreadableImageError(`decoded as ${meta.format}, sniffed ${sniffed}`);
    const { data, info } = await image
      .rotate()
      .resize(BOUNDS[kind].width, BOUNDS[kind].height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError((error as Error).message);
  }
}

export function createMediaFilesRepository(db: Database) {
  return {
    async save(file: {
      kind: MediaKind;
      entryId: number | null;
      userId: number;
      data: Buffer;
      width: number;
      height: number;
    }) {
      const token = randomBytes(8).toString('hex');
      const [row] = await db
        .insert(mediaFiles)
        .values({
          token,
          kind: file.kind,
          entryId: file.entryId,
          userId: file.userId,
          bytes: file.data,
          width: file.width,
          height: file.height,
        })
        .returning({ id: mediaFiles.id });
      if (!row) throw new Error('media insert returned nothing');
      return { id: row.id, url: `${MEDIA_URL_PREFIX}${row.id}-${token}.webp` };
    },
    async read(name: string) {
      const match = /^(\d{1,10})-([a-f0-9]{16})\.webp$/.exec(name);
      if (!match) return null;
      const id = Number(match[1]);
      if (id > 2_147_483_647) return null;
      const [row] = await db
        .select({ bytes: mediaFiles.bytes })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.id, id), eq(mediaFiles.token, match[2] ?? '')));
      return row ? Buffer.from(row.bytes) : null;
    },
  };
}
