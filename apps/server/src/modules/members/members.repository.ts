import type { MembersQuery } from '@regal/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { containsAny } from '../../lib/paged.ts';

type Executor = Pick<Database, 'select' | 'update' | 'insert'>;

const ORDER: Record<NonNullable<MembersQuery['orderBy']>, SQL[]> = {
  last_online: [sql`${users.lastOnlineAt} desc nulls last`, desc(users.id)],
  name_asc: [asc(sql`lower(${users.username})`)],
  name_desc: [desc(sql`lower(${users.username})`)],
  created: [desc(users.createdAt), desc(users.id)],
  updated: [desc(users.updatedAt), desc(users.id)],
  strikes: [desc(users.strikesCount), desc(users.id)],
};

export function createMembersRepository(db: Executor) {
  return {
    async page(query: MembersQuery, perPage: number) {
      const filters: SQL[] = [];
      if (query.search?.trim()) {
        filters.push(
          containsAny(query.search.trim(), [
            users.username,
            users.email,
            users.firstname,
            users.lastname,
            users.displayname,
          ]),
        );
      }
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.filter === 'verified') filters.push(isNotNull(users.emailVerifiedAt));
      if (query.filter === 'non_verified') filters.push(isNull(users.emailVerifiedAt));
      const where = filters.length ? and(...filters) : undefined;
      const page = query.page ?? 1;
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(...ORDER[query.orderBy ?? 'created'])
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { rows, total: total?.n ?? 0, page };
    },

    async roleCounts() {
      const rows = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
      return new Map(rows.map((row) => [row.role, row.n]));
    },

    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Row-locks the member for the change (two staff editing one member do not interleave). NO KEY
     * UPDATE: audit rows that reference the user (a key share lock) do not wait on it.
     */
    async lock(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('no key update').limit(1);
      return row ?? null;
    },

    /** Active site admins other than `exceptId`: the last one may not be demoted or blocked. */
    async otherActiveAdmins(exceptId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.id, exceptId)));
      return row?.n ?? 0;
    },

    async update(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error('member vanished during update');
      return row;
    },

    async staff(): Promise<UserRow[]> {
      return db.select().from(users).where(ne(users.role, 'user')).orderBy(asc(users.id));
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
