import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages, users } from '../../db/schema/index.ts';

export function createPagesRepository(db: Database) {
  return {
    async findBySlug(slug: string) {
      const rows = await db
        .select({ page: pages, username: users.username })
        .from(pages)
        .leftJoin(users, eq(users.id, pages.userId))
        .where(eq(pages.slug, slug))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type PagesRepository = ReturnType<typeof createPagesRepository>;
