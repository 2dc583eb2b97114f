import {
  ALREADY_VOTED,
  type PolicySubject,
  type Poll,
  VOTE_CREATED,
  ZErrorResponse,
  ZMessageAnswer,
  ZPollClose,
  ZPollCreate,
  ZPollsAnswer,
  ZPollVote,
  ZRequestVote,
  ZVoteAnswer,
} from '@regal/shared';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pollOptions, polls, pollVotes, requests, requestVotes } from '../../db/schema/index.ts';
import { actorOf } from '../../lib/actor.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { subjectOf } from '../../plugins/access.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

async function loadPolls(db: Database, subject: PolicySubject | null): Promise<Poll[]> {
  const rows = await db
    .select()
    .from(polls)
    .orderBy(sql`${polls.closedAt} is not null`, desc(polls.createdAt))
    .limit(20);
  if (rows.length === 0) return [];
  const ids = rows.map((p) => p.id);
  const options = await db
    .select({
      option: pollOptions,
      // Named with its table: drizzle writes a bare "id" here, which inside the subquery would mean
      // a poll_votes column as soon as that table had one.
      votes: sql<number>`(select count(*)::int from poll_votes v where v.option_id = "poll_options"."id")`,
    })
    .from(pollOptions)
    .where(sql`${pollOptions.pollId} in ${ids}`)
    .orderBy(asc(pollOptions.position));
  const mine = subject
    ? await db
        .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
        .from(pollVotes)
        .where(and(eq(pollVotes.userId, subject.id), sql`${pollVotes.pollId} in ${ids}`))
    : [];
  return rows.map((p) => {
    const own = options.filter((o) => o.option.pollId === p.id);
    return {
      id: p.id,
      question: p.question,
      closed_at: p.closedAt?.toISOString() ?? null,
      created_at: p.createdAt.toISOString(),
      options: own.map((o) => ({ id: o.option.id, label: o.option.label, votes: o.votes })),
      votes: own.reduce((sum, o) => sum + o.votes, 0),
      my_vote: mine.find((m) => m.pollId === p.id)?.optionId ?? null,
    };
  });
}

/** Community votes: open REQ requests and staff polls, one vote per user ('Already voted'). */
export function votesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/vote/request',
      {
        config: { access: 'vote.cast' },
        schema: {
          tags: ['votes'],
          summary: "Vote for an open REQ request (once per user; 409 'Already voted')",
          body: ZRequestVote,
          response: { 200: ZVoteAnswer, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const [req] = await db.select().from(requests).where(eq(requests.id, request.body.id));
        if (!req) throw notFound();
        if (req.filledAt) throw badRequest({ id: 'Diese Anfrage ist schon erfüllt.' });
        const inserted = await db
          .insert(requestVotes)
          .values({ requestId: req.id, userId: actor.id })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) throw conflict(ALREADY_VOTED);
        const [total] = await db
          .select({ n: count() })
          .from(requestVotes)
          .where(eq(requestVotes.requestId, req.id));
        return { message: VOTE_CREATED, votes: total?.n ?? 0 };
      },
    );

    app.get(
      '/polls',
      {
        config: { access: 'public' },
        schema: {
          tags: ['votes'],
          summary: "Community polls, open first, with results and the caller's vote",
          response: { 200: ZPollsAnswer, ...errors },
        },
      },
      async (request) => ({ items: await loadPolls(db, subjectOf(request)) }),
    );

    app.post(
      '/poll/vote',
      {
        config: { access: 'vote.cast' },
        schema: {
          tags: ['votes'],
          summary: "Vote in an open poll (once per user; 409 'Already voted')",
          body: ZPollVote,
          response: { 200: ZVoteAnswer, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const [option] = await db
          .select({ id: pollOptions.id, pollId: pollOptions.pollId, closedAt: polls.closedAt })
          .from(pollOptions)
          .innerJoin(polls, eq(polls.id, pollOptions.pollId))
          .where(
            and(eq(pollOptions.id, request.body.option_id), eq(pollOptions.pollId, request.body.poll_id)),
          );
        if (!option) throw notFound();
        if (option.closedAt) throw badRequest({ poll_id: 'Diese Umfrage ist geschlossen.' });
        const inserted = await db
          .insert(pollVotes)
          .values({ pollId: option.pollId, userId: actor.id, optionId: option.id })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) throw conflict(ALREADY_VOTED);
        const [total] = await db
          .select({ n: count() })
          .from(pollVotes)
          .where(eq(pollVotes.pollId, option.pollId));
        return { message: VOTE_CREATED, votes: total?.n ?? 0 };
      },
    );

    app.post(
      '/poll/create',
      {
        config: { access: 'poll.manage' },
        schema: {
          tags: ['votes'],
          summary: 'Create a community poll (moderators), audited',
          body: ZPollCreate,
          response: { 200: ZPollsAnswer, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { question, options } = request.body;
        if (new Set(options.map((o) => o.toLowerCase())).size !== options.length)
          throw badRequest({ options: 'Jede Antwort nur einmal.' });
        await db.transaction(async (tx) => {
          const [poll] = await tx.insert(polls).values({ question, createdBy: actor.id }).returning();
          if (!poll) throw new Error('poll insert returned nothing');
          await tx
            .insert(pollOptions)
            .values(options.map((label, position) => ({ pollId: poll.id, label, position })));
          await recordAudit(tx, {
            actor,
            action: 'poll.manage',
            itemType: 'poll',
            itemId: poll.id,
            itemLabel: question,
            changes: diffFields(null, { question, options }),
          });
        });
        return { items: await loadPolls(db, subjectOf(request)) };
      },
    );

    app.post(
      '/poll/close',
      {
        config: { access: 'poll.manage' },
        schema: {
          tags: ['votes'],
          summary: 'Close a poll (moderators); its results stay visible, audited',
          body: ZPollClose,
          response: { 200: ZMessageAnswer, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction(async (tx) => {
          const [poll] = await tx
            .update(polls)
            .set({ closedAt: sql`now()` })
            .where(and(eq(polls.id, request.body.id), isNull(polls.closedAt)))
            .returning();
          if (!poll) throw notFound();
          await recordAudit(tx, {
            actor,
            action: 'poll.manage',
            itemType: 'poll',
            itemId: poll.id,
            itemLabel: poll.question,
            changes: diffFields({ closed: false }, { closed: true }),
          });
        });
        return { message: 'ok' };
      },
    );
  };
}
