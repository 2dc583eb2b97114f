import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where avatars are served from; users.avatar stores this URL, so every presenter can use it. */
export const AVATAR_URL_PREFIX = '/api/media/avatar/';
/** Stored names are random (so they cannot be guessed or collide) and always WebP. */
export const AVATAR_FILE_PATTERN = /^[a-f0-9]{32}\.webp$/;

export function createAvatarStorage(dataDir: string) {
  const folder = path.join(dataDir, 'avatars');
  const fileOf = (name: string) => {
    if (!AVATAR_FILE_PATTERN.test(name)) throw new Error(`not an avatar file name: ${name}`);
    return path.join(folder, name);
  };
  return {
    /** Writes the picture under a new random name (atomically) and returns its URL. */
    async save(webp: Buffer): Promise<string> {
      await mkdir(folder, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.webp`;
      const temporary = path.join(folder, `.${name}.tmp`);
      await writeFile(temporary, webp);
      await rename(temporary, fileOf(name));
      return AVATAR_URL_PREFIX + name;
    },

    /** Removes a stored avatar given its URL; other URLs (none, external) are left alone. */
    async removeByUrl(url: string | null): Promise<void> {
      const name = url?.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : '';
      if (AVATAR_FILE_PATTERN.test(name)) await rm(fileOf(name), { force: true });
    },

    /** The bytes of a stored avatar, or null when there is no such file. */
    async read(name: string): Promise<Buffer | null> {
      if (!AVATAR_FILE_PATTERN.test(name)) return null;
      try {
        return await readFile(fileOf(name));
      } catch {
        return null;
      }
    },
  };
}
export type AvatarStorage = ReturnType<typeof createAvatarStorage>;
