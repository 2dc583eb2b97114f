import { AVATAR_SIZE_PX } from '@regal/shared';
import { loadSharp } from '../../lib/sharp.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/**
 * What an upload really is, read from its first bytes (magic numbers), never from its name or
 * declared type: a text file called avatar.png is not a PNG.
 */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  // "GIF87a" or "GIF89a"
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  return null;
}

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/** Decompression bombs: refuse images larger than this many pixels before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes the image and writes a new square WebP from its pixels alone. Nothing of the upload
 * survives but the picture: EXIF (GPS, camera), ICC comments, trailing bytes after the image
 * data (a script glued to a PNG) and extra GIF frames are all gone. EXIF orientation is applied
 * first so the stripped picture still stands the right way up.
 */
export async function reencodeAvatar(bytes: Uint8Array, kind: ImageKind): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await image.metadata();
    // The decoder must agree with the sniffed signature, so a polyglot cannot pick its parser.
    if (meta.format !== kind) throw new UnreadableImageError(`decoded as ${meta.format}, sniffed ${kind}`);
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError((error as Error).message);
  }
}
