import type { UserRow } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { AccountRepository } from './account.repository.ts';
import { reencodeAvatar, sniffImageKind, UnreadableImageError } from './avatar-image.ts';
import type { AvatarStorage } from './avatar-storage.ts';

const NOT_AN_IMAGE = 'Die Datei ist kein unterstütztes Bild (JPEG, PNG, WebP oder GIF).';

/** Avatar rules: sniff, re-encode, store under a new name, then drop the previous file. */
export function createAvatarService(repo: AccountRepository, storage: AvatarStorage) {
  return {
    async replaceAvatar(user: UserRow, upload: Buffer): Promise<UserRow> {
      const kind = sniffImageKind(upload);
      if (!kind) throw badRequest({ image: NOT_AN_IMAGE });
      let webp: Buffer;
      try {
        webp = await reencodeAvatar(upload, kind);
      } catch (error) {
        if (error instanceof UnreadableImageError) throw badRequest({ image: NOT_AN_IMAGE });
        throw error;
      }
      const url = await storage.save(webp);
      let swapped: { user: UserRow; previous: string | null };
      try {
        swapped = await repo.swapAvatar(user.id, url);
      } catch (error) {
        await storage.removeByUrl(url);
        throw error;
      }
      // Only after the row points at the new file (committed) may the one it replaced go — the
      // one read in that transaction, not the one this request saw at its start.
      if (swapped.previous !== url) await storage.removeByUrl(swapped.previous);
      return swapped.user;
    },

    read: (name: string) => storage.read(name),
  };
}
export type AvatarService = ReturnType<typeof createAvatarService>;
