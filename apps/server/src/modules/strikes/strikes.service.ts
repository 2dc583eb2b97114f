import {
  canChangeMember,
  STRIKE_CLEARED,
  STRIKE_SAVED,
  type Strike,
  type StrikeList,
  type StrikeSave,
} from '@regal/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { strikes, type UserRow, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { strikeRestriction } from './strike-restriction.ts';

const reporter = alias(users, 'reporter');
const nameOf = (row: { displayname: string | null; username: string }) => row.displayname || row.username;

export const STRIKE_MESSAGES = {
  userNotFound: 'Mitglied nicht gefunden.',
  notFound: 'Verwarnung nicht gefunden.',
  self: 'Du kannst dich nicht selbst verwarnen.',
  cannotStrike: 'Du darfst dieses Mitglied nicht verwarnen.',
} as const;

export function createStrikesService(db: Database, config: Config) {
  async function listOf(userId: number): Promise<Strike[]> {
    const rows = await db
      .select({ strike: strikes, user: users, reporter })
      .from(strikes)
      .innerJoin(users, eq(users.id, strikes.userId))
      .leftJoin(reporter, eq(reporter.id, strikes.reportByUserId))
      .where(eq(strikes.userId, userId))
      .orderBy(desc(strikes.createdAt), desc(strikes.id));
    return rows.map(({ strike, user, reporter: by }) => ({
      id: strike.id,
      reason: strike.reason,
      user_id: strike.userId,
      report_by_user_id: strike.reportByUserId,
      report_by_user: by ? { displayname: nameOf(by) } : null,
      user: { displayname: nameOf(user) },
      created_at: strike.createdAt.toISOString(),
    }));
  }

  async function listFor(user: Pick<UserRow, 'id' | 'strikesCount'>): Promise<StrikeList> {
    const { restricted, limit } = strikeRestriction(user, config);
    return { items: await listOf(user.id), limit, restricted };
  }

  return {
    mine: (user: UserRow) => listFor(user),

    async ofUser(userId: number): Promise<StrikeList> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound(STRIKE_MESSAGES.userNotFound);
      return listFor(user);
    },

    async save(actor: UserRow, body: StrikeSave): Promise<{ message: string; item: Strike }> {
      if (body.user_id === actor.id) throw badRequest({ user_id: STRIKE_MESSAGES.self });
      const id = await db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(eq(users.id, body.user_id)).for('update');
        if (!target) throw notFound(STRIKE_MESSAGES.userNotFound);
        if (!canChangeMember(actor.role, target.role)) throw forbidden(STRIKE_MESSAGES.cannotStrike);
        const [row] = await tx
          .insert(strikes)
          .values({ reason: body.reason, userId: target.id, reportByUserId: actor.id })
          .returning();
        if (!row) throw new Error('strike insert returned nothing');
        await tx
          .update(users)
          .set({ strikesCount: sql`${users.strikesCount} + 1` })
          .where(eq(users.id, target.id));
        await recordAudit(tx, {
          actor,
          action: 'strike.create',
          itemType: 'member',
          itemId: target.id,
          itemLabel: target.username,
          changes: {
            strikes_count: { from: target.strikesCount, to: target.strikesCount + 1 },
            reason: { from: null, to: body.reason },
          },
        });
        return row.id;
      });
      const item = (await listOf(body.user_id)).find((strike) => strike.id === id);
      if (!item) throw notFound(STRIKE_MESSAGES.notFound);
      return { message: STRIKE_SAVED, item };
    },

    async remove(actor: UserRow, id: number): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(strikes).where(eq(strikes.id, id)).returning();
        if (!row) throw notFound(STRIKE_MESSAGES.notFound);
        const [target] = await tx
          .update(users)
          .set({ strikesCount: sql`greatest(${users.strikesCount} - 1, 0)` })
          .where(eq(users.id, row.userId))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'strike.delete',
          itemType: 'member',
          itemId: row.userId,
          itemLabel: target?.username ?? null,
          changes: {
            strikes_count: { from: (target?.strikesCount ?? 0) + 1, to: target?.strikesCount ?? 0 },
            reason: { from: row.reason, to: null },
          },
        });
      });
      return { message: STRIKE_CLEARED };
    },
  };
}
export type StrikesService = ReturnType<typeof createStrikesService>;
