import {
  can,
  canOnAll,
  canSeeDashboard,
  type PolicySubject,
  type Ticket,
  type TicketCreate,
  type TicketUpdate,
} from '@regal/shared';
import { and, eq, sql } from 'drizzle-orm';
import { ticketComments, tickets } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { newUid } from '../../lib/ids.ts';
import { pagedOf } from '../../lib/paged.ts';
import { requireAccess } from '../../plugins/access.ts';
import type { Notifier } from '../notifications/notify.ts';
import type { TicketFilter, TicketJoinedRow, TicketsRepository } from './tickets.repository.ts';

const DEFAULT_PER_PAGE = 50;

type CommentRow = Awaited<ReturnType<TicketsRepository['comments']>>[number];

function present(row: TicketJoinedRow, comments: CommentRow[]): Ticket {
  const ticket = row.ticket;
  return {
    uid: ticket.uid,
    user_id: ticket.userId,
    username: row.username,
    subject: ticket.subject,
    content: ticket.content,
    comments: comments
      .filter((c) => c.comment.ticketId === ticket.id)
      .map((c) => ({
        id: c.comment.id,
        user: c.comment.userId !== null && c.username ? { id: c.comment.userId, username: c.username } : null,
        comment: c.comment.comment,
        internal: c.comment.internal,
        created_at: c.comment.createdAt.toISOString(),
      })),
    comments_count: row.commentsCount,
    assigned_to:
      ticket.assignedTo !== null && row.assigneeName
        ? { id: ticket.assignedTo, username: row.assigneeName }
        : null,
    closed_at: ticket.closedAt?.toISOString() ?? null,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
  };
}

export interface TicketListOptions {
  page?: number | undefined;
  per_page?: number | undefined;
  search?: string | undefined;
  sortBy?: TicketFilter['sortBy'] | undefined;
  sortOrder?: TicketFilter['sortOrder'] | undefined;
  state?: TicketFilter['state'] | undefined;
}

export function createTicketsService(repo: TicketsRepository, notifier: Notifier) {
  const { db } = repo;

  /** The ticket, if the subject may read it (own, or staff); 404 for others so uids do not leak. */
  async function readable(subject: PolicySubject, uid: string): Promise<TicketJoinedRow> {
    const row = await repo.byUid(uid);
    if (!row || !can(subject, 'ticket.read', row.ticket.userId)) throw notFound();
    return row;
  }

  async function load(subject: PolicySubject, uid: string): Promise<Ticket> {
    const row = await readable(subject, uid);
    const staff = canOnAll(subject, 'ticket.read');
    return present(row, await repo.comments([row.ticket.id], staff));
  }

  return {
    load,

    async list(subject: PolicySubject, scope: 'my' | 'all', query: TicketListOptions) {
      const filter: TicketFilter = {
        page: query.page ?? 1,
        perPage: query.per_page ?? DEFAULT_PER_PAGE,
        search: query.search?.trim() || undefined,
        sortBy: query.sortBy ?? 'updated',
        sortOrder: query.sortOrder ?? 'desc',
        state: query.state ?? 'all',
      };
      if (scope === 'my') filter.userId = subject.id;
      else requireAccess(subject, 'ticket.list');
      const { rows, total } = await repo.page(filter);
      // The tables show the comment count; the dialog loads the comments.
      return {
        items: pagedOf(
          rows.map((row) => present(row, [])),
          total,
          filter.page,
          filter.perPage,
        ),
      };
    },

    async create(actor: Actor, input: TicketCreate): Promise<Ticket> {
      requireAccess(actor, 'ticket.create');
      const uid = newUid();
      await db
        .insert(tickets)
        .values({ uid, userId: actor.id, subject: input.subject, content: input.content });
      return load(actor, uid);
    },

    /** One change per call: comment, closed state, assignee, or clearing a comment. */
    async update(actor: Actor, input: TicketUpdate): Promise<Ticket> {
      const row = await readable(actor, input.uid);
      const ticket = row.ticket;
      const staff = canOnAll(actor, 'ticket.read');
      const isOwner = ticket.userId === actor.id;
      const changes =
        Number(input.comment !== undefined) +
        Number(input.closed !== undefined) +
        Number(input.assigned_to !== undefined) +
        Number(input.clear_comment !== undefined);
      if (changes === 0) throw badRequest({ comment: 'Nichts zu ändern.' });
      if (input.comment !== undefined && input.internal === true && !staff)
        throw forbidden('Interne Notizen sind dem Team vorbehalten.');
      if (input.clear_comment !== undefined) requireAccess(actor, 'ticket.clearComment');
      if (input.assigned_to !== undefined) {
        requireAccess(actor, 'ticket.list');
        // Checked before the transaction: the lookup must not wait on the transaction's connection.
        if (input.assigned_to !== null) {
          const target = await repo.staffUser(input.assigned_to);
          if (!target || !canSeeDashboard(target.role))
            throw badRequest({ assigned_to: 'Nur Teammitglieder können ein Ticket übernehmen.' });
        }
      }

      await db.transaction(async (tx) => {
        if (input.comment !== undefined) {
          const internal = input.internal === true;
          await tx
            .insert(ticketComments)
            .values({ ticketId: ticket.id, userId: actor.id, comment: input.comment, internal });
          // An answer by someone else (staff) notifies the ticket's user; internal notes never do.
          if (!internal && !isOwner)
            await notifier.notify(tx, {
              userId: ticket.userId,
              kind: 'ticket.answered',
              title: ticket.subject,
              link: `/myTickets?ticket=${ticket.uid}`,
              data: { uid: ticket.uid },
            });
        }
        if (input.closed !== undefined) {
          await tx
            .update(tickets)
            .set({ closedAt: input.closed ? sql`now()` : null })
            .where(eq(tickets.id, ticket.id));
          if (staff && !isOwner)
            await recordAudit(tx, {
              actor,
              action: 'ticket.read',
              itemType: 'ticket',
              itemId: ticket.uid,
              itemLabel: ticket.subject,
              changes: diffFields({ closed: ticket.closedAt !== null }, { closed: input.closed }),
            });
        }
        if (input.assigned_to !== undefined) {
          await tx.update(tickets).set({ assignedTo: input.assigned_to }).where(eq(tickets.id, ticket.id));
          await recordAudit(tx, {
            actor,
            action: 'ticket.list',
            itemType: 'ticket',
            itemId: ticket.uid,
            itemLabel: ticket.subject,
            changes: diffFields({ assigned_to: ticket.assignedTo }, { assigned_to: input.assigned_to }),
          });
        }
        if (input.clear_comment !== undefined) {
          const removed = await tx
            .delete(ticketComments)
            .where(and(eq(ticketComments.id, input.clear_comment), eq(ticketComments.ticketId, ticket.id)))
            .returning();
          const comment = removed[0];
          if (!comment) throw notFound();
          await recordAudit(tx, {
            actor,
            action: 'ticket.clearComment',
            itemType: 'ticket',
            itemId: ticket.uid,
            itemLabel: ticket.subject,
            changes: diffFields({ comment: comment.comment }, { comment: null }),
          });
        }
        await tx.update(tickets).set({ updatedAt: sql`now()` }).where(eq(tickets.id, ticket.id));
      });
      return load(actor, input.uid);
    },
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
