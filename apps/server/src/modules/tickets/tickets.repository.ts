import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { ticketComments, tickets, users } from '../../db/schema/index.ts';
import { containsAny } from '../../lib/paged.ts';

export interface TicketFilter {
  userId?: number;
  search?: string | undefined;
  state: 'open' | 'closed' | 'all';
  sortBy: 'updated' | 'created' | 'closed';
  sortOrder: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const assignee = alias(users, 'assignee');

export function createTicketsRepository(db: Database) {
  const base = () =>
    db
      .select({
        ticket: tickets,
        username: users.username,
        assigneeName: assignee.username,
        commentsCount: sql<number>`(select count(*)::int from ticket_comments c where c.ticket_id = "tickets"."id" and not c.internal)`,
      })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.userId))
      .leftJoin(assignee, eq(assignee.id, tickets.assignedTo));

  return {
    db,

    async page(filter: TicketFilter) {
      const where: SQL[] = [];
      if (filter.userId !== undefined) where.push(eq(tickets.userId, filter.userId));
      if (filter.state === 'open') where.push(isNull(tickets.closedAt));
      if (filter.state === 'closed') where.push(isNotNull(tickets.closedAt));
      if (filter.search) {
        where.push(
          containsAny(filter.search, [tickets.subject, tickets.content, tickets.uid, users.username]),
        );
      }
      const dir = filter.sortOrder === 'asc' ? asc : desc;
      const column = { updated: tickets.updatedAt, created: tickets.createdAt, closed: tickets.closedAt }[
        filter.sortBy
      ];
      const [rows, [total]] = await Promise.all([
        base()
          .where(and(...where))
          .orderBy(sql`${dir(column)} nulls last`, dir(tickets.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db
          .select({ n: count() })
          .from(tickets)
          .innerJoin(users, eq(users.id, tickets.userId))
          .where(and(...where)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byUid(uid: string) {
      const [row] = await base().where(eq(tickets.uid, uid));
      return row;
    },

    async comments(ticketIds: number[], withInternal: boolean) {
      if (ticketIds.length === 0) return [];
      const where = [inArray(ticketComments.ticketId, ticketIds)];
      if (!withInternal) where.push(eq(ticketComments.internal, false));
      return db
        .select({ comment: ticketComments, username: users.username })
        .from(ticketComments)
        .leftJoin(users, eq(users.id, ticketComments.userId))
        .where(and(...where))
        .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
    },

    async staffUser(id: number) {
      const [row] = await db
        .select({ id: users.id, role: users.role, username: users.username })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },
  };
}
export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
export type TicketJoinedRow = NonNullable<Awaited<ReturnType<TicketsRepository['byUid']>>>;
