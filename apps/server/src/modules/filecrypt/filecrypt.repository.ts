import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { filecryptContainers, releases } from '../../db/schema/index.ts';

export function createFilecryptRepository(db: Database) {
  return {
    async findLiveRelease(id: number) {
      const [row] = await db
        .select({
          id: releases.id,
          userId: releases.userId,
          links: releases.links,
          cryptedLinks: releases.cryptedLinks,
        })
        .from(releases)
        .where(and(eq(releases.id, id), isNull(releases.deletedAt)));
      return row ?? null;
    },

    async recordContainer(userId: number, name: string, link: string, linksCount: number): Promise<void> {
      await db.insert(filecryptContainers).values({ userId, name, link, linksCount });
    },

    /** Host link, direct links and part count in one statement, so they never disagree. */
    async applyContainer(
      id: number,
      change: { links: Record<string, string[]>; cryptedLinks: Record<string, string>; parts: number },
    ): Promise<void> {
      await db
        .update(releases)
        .set({
          links: change.links,
          cryptedLinks: change.cryptedLinks,
          parts: change.parts,
          updatedAt: new Date(),
        })
        .where(eq(releases.id, id));
    },
  };
}
export type FilecryptRepository = ReturnType<typeof createFilecryptRepository>;
