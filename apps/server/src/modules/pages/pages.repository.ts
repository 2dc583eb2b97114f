import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pages, users } from '../../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export function createPagesRepository(db: Executor) {
  const withAuthor = () =>
    db
      .select({ page: pages, username: users.username })
      .from(pages)
      .leftJoin(users, eq(users.id, pages.userId));
  return {
    async findBySlug(slug: string) {
      const rows = await withAuthor().where(eq(pages.slug, slug)).limit(1);
      return rows[0] ?? null;
    },
    async findById(id: number) {
      const rows = await withAuthor().where(eq(pages.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async all() {
      return withAuthor().orderBy(asc(pages.title));
    },
    async slugTaken(slug: string, exceptId?: number) {
      const [row] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).limit(1);
      return row !== undefined && row.id !== exceptId;
    },
    async insert(values: typeof pages.$inferInsert) {
      const [row] = await db.insert(pages).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async update(id: number, values: Partial<typeof pages.$inferInsert>) {
      const [row] = await db
        .update(pages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(pages.id, id))
        .returning();
      return row ?? null;
    },
    async remove(id: number) {
      await db.delete(pages).where(eq(pages.id, id));
    },
  };
}
export type PagesRepository = ReturnType<typeof createPagesRepository>;
