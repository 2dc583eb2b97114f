import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { filecryptContainers, releases } from '../../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

const releaseColumns = {
  id: releases.id,
  userId: releases.userId,
  fulltitle: releases.fulltitle,
  links: releases.links,
  cryptedLinks: releases.cryptedLinks,
  parts: releases.parts,
};

export function createFilecryptRepository(db: Executor) {
  return {
    async findLiveRelease(id: number) {
      const [row] = await db
        .select(releaseColumns)
        .from(releases)
        .where(and(eq(releases.id, id), isNull(releases.deletedAt)));
      return row ?? null;
    },

    /** The same, row-locked for the write: the owner checked is the owner written to. */
    async lockLiveRelease(id: number) {
      const [row] = await db
        .select(releaseColumns)
        .from(releases)
        .where(and(eq(releases.id, id), isNull(releases.deletedAt)))
        .for('no key update');
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
          version: sql`${releases.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(releases.id, id));
    },
  };
}
export type FilecryptRepository = ReturnType<typeof createFilecryptRepository>;
