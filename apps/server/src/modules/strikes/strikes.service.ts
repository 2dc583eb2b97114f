import {
  canChangeMember,
  canSeeDashboard,
  type PendingStrikes,
  STRIKE_CLEARED,
  STRIKE_CONFIRMED,
  STRIKE_REJECTED,
  STRIKE_SAVED,
  type Strike,
  type StrikeList,
  type StrikeSave,
  type StrikeStatus,
} from '@regal/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { strikes, type UserRow, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { reporterHasStanding } from './reporter-standing.ts';
import { countingStrikes, refreshStrikesCount } from './strike-count.ts';
import { strikeRestriction } from './strike-restriction.ts';

const reporter = alias(users, 'reporter');
const nameOf = (row: { displayname: string | null; username: string }) => row.displayname || row.username;

export const STRIKE_MESSAGES = {
  userNotFound: 'Mitglied nicht gefunden.',
  notFound: 'Verwarnung nicht gefunden.',
  self: 'Du kannst dich nicht selbst verwarnen.',
  cannotStrike: 'Du darfst dieses Mitglied nicht verwarnen.',
  alreadyPending: 'Du hast dieses Mitglied schon verwarnt; das Team prüft die Verwarnung.',
  notPending: 'Über diese Verwarnung ist schon entschieden.',
} as const;

export function createStrikesService(db: Database, config: Config) {
  /** Whether pending strikes of a user count now (enough distinct reporters with standing). */
  async function pendingCounts(userId: number): Promise<boolean> {
    const threshold = config.STRIKE_CONFIRM_REPORTERS;
    if (threshold <= 0) return false;
    return (await countingStrikes(db, userId, config)).pendingReporters >= threshold;
  }

  async function select(where: SQL | undefined, order: 'newest' | 'oldest', limit?: number) {
    const query = db
      .select({ strike: strikes, user: users, reporter, standing: reporterHasStanding(reporter, config) })
      .from(strikes)
      .innerJoin(users, eq(users.id, strikes.userId))
      .leftJoin(reporter, eq(reporter.id, strikes.reportByUserId))
      .where(where)
      .orderBy(
        ...(order === 'newest'
          ? [desc(strikes.createdAt), desc(strikes.id)]
          : [asc(strikes.createdAt), asc(strikes.id)]),
      );
    return limit ? query.limit(limit) : query;
  }

  async function present(rows: Awaited<ReturnType<typeof select>>): Promise<Strike[]> {
    const counting = new Map<number, boolean>();
    for (const { strike } of rows) {
      if (strike.status === 'pending' && !counting.has(strike.userId))
        counting.set(strike.userId, await pendingCounts(strike.userId));
    }
    return rows.map(({ strike, user, reporter: by, standing }) => ({
      id: strike.id,
      reason: strike.reason,
      user_id: strike.userId,
      report_by_user_id: strike.reportByUserId,
      report_by_user: by ? { displayname: nameOf(by) } : null,
      user: { displayname: nameOf(user) },
      created_at: strike.createdAt.toISOString(),
      status: strike.status,
      counts:
        strike.status === 'confirmed' ||
        (strike.status === 'pending' && (counting.get(strike.userId) ?? false) && standing === true),
      reporter_standing: standing === true,
    }));
  }

  const listOf = async (userId: number) => present(await select(eq(strikes.userId, userId), 'newest'));

  async function listFor(user: Pick<UserRow, 'id' | 'strikesCount'>): Promise<StrikeList> {
    const { restricted, limit, count } = strikeRestriction(user, config);
    return { items: await listOf(user.id), limit, restricted, count };
  }

  /** Confirm or reject a pending strike (moderators); the count follows in the same transaction. */
  async function decide(actor: UserRow, id: number, status: Exclude<StrikeStatus, 'pending'>) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(strikes).where(eq(strikes.id, id)).for('update');
      if (!row) throw notFound(STRIKE_MESSAGES.notFound);
      if (row.status !== 'pending') throw conflict(STRIKE_MESSAGES.notPending);
      await tx
        .update(strikes)
        .set({ status, decidedByUserId: actor.id, decidedAt: new Date() })
        .where(eq(strikes.id, id));
      const count = await refreshStrikesCount(tx, row.userId, config);
      const [target] = await tx.select().from(users).where(eq(users.id, row.userId));
      await recordAudit(tx, {
        actor,
        action: status === 'confirmed' ? 'strike.confirm' : 'strike.reject',
        itemType: 'member',
        itemId: row.userId,
        itemLabel: target?.username ?? null,
        changes: {
          status: { from: 'pending', to: status },
          ...(count.from !== count.to ? { strikes_count: count } : {}),
        },
      });
    });
    return { message: status === 'confirmed' ? STRIKE_CONFIRMED : STRIKE_REJECTED };
  }

  return {
    mine: (user: UserRow) => listFor(user),

    async ofUser(userId: number): Promise<StrikeList> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound(STRIKE_MESSAGES.userNotFound);
      return listFor(user);
    },

    /**
     * Spec 02 §6: any signed-in user adds a strike. Staff strike members ranked below them and the
     * strike counts at once; a user strikes only plain users, once per member while it is pending,
     * and the strike waits for staff (decision 036).
     */
    async save(actor: UserRow, body: StrikeSave): Promise<{ message: string; item: Strike }> {
      if (body.user_id === actor.id) throw badRequest({ user_id: STRIKE_MESSAGES.self });
      const staff = canSeeDashboard(actor.role);
      const id = await db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(eq(users.id, body.user_id)).for('update');
        if (!target) throw notFound(STRIKE_MESSAGES.userNotFound);
        const allowed = staff ? canChangeMember(actor.role, target.role) : target.role === 'user';
        if (!allowed) throw forbidden(STRIKE_MESSAGES.cannotStrike);
        if (!staff) {
          const [open] = await tx
            .select({ id: strikes.id })
            .from(strikes)
            .where(
              and(
                eq(strikes.userId, target.id),
                eq(strikes.reportByUserId, actor.id),
                eq(strikes.status, 'pending'),
              ),
            );
          if (open) throw conflict(STRIKE_MESSAGES.alreadyPending);
        }
        const [row] = await tx
          .insert(strikes)
          .values({
            reason: body.reason,
            userId: target.id,
            reportByUserId: actor.id,
            status: staff ? 'confirmed' : 'pending',
            ...(staff ? { decidedByUserId: actor.id, decidedAt: new Date() } : {}),
          })
          .returning();
        if (!row) throw new Error('strike insert returned nothing');
        const count = await refreshStrikesCount(tx, target.id, config);
        await recordAudit(tx, {
          actor,
          action: 'strike.create',
          itemType: 'member',
          itemId: target.id,
          itemLabel: target.username,
          changes: {
            ...(count.from !== count.to ? { strikes_count: count } : {}),
            status: { from: null, to: row.status },
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
        const count = await refreshStrikesCount(tx, row.userId, config);
        const [target] = await tx.select().from(users).where(eq(users.id, row.userId));
        await recordAudit(tx, {
          actor,
          action: 'strike.delete',
          itemType: 'member',
          itemId: row.userId,
          itemLabel: target?.username ?? null,
          changes: {
            ...(count.from !== count.to ? { strikes_count: count } : {}),
            reason: { from: row.reason, to: null },
          },
        });
      });
      return { message: STRIKE_CLEARED };
    },

    confirm: (actor: UserRow, id: number) => decide(actor, id, 'confirmed'),
    reject: (actor: UserRow, id: number) => decide(actor, id, 'rejected'),

    /** The moderation view: user strikes waiting for staff, oldest first. */
    async pending(): Promise<PendingStrikes> {
      const where = eq(strikes.status, 'pending');
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(strikes).where(where);
      return { items: await present(await select(where, 'oldest', 100)), total: Number(total?.n ?? 0) };
    },
  };
}
export type StrikesService = ReturnType<typeof createStrikesService>;
