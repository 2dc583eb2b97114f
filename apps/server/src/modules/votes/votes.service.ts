import { ALREADY_VOTED, type PolicySubject, type Poll, VOTE_CREATED } from '@regal/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { VotesRepository } from './votes.repository.ts';

/** Community votes' rules: open REQ requests and open polls only, one vote per user, audited polls. */
export function createVotesService(db: Database, repo: VotesRepository) {
  async function polls(subject: PolicySubject | null): Promise<Poll[]> {
    const { rows, options } = await repo.polls();
    const mine = subject
      ? await repo.votesOf(
          subject.id,
          rows.map((p) => p.id),
        )
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

  return {
    polls,

    async voteForRequest(actor: Actor, requestId: number) {
      const request = await repo.request(requestId);
      if (!request) throw notFound();
      if (request.filledAt) throw badRequest({ id: 'Diese Anfrage ist schon erfüllt.' });
      if (!(await repo.addRequestVote(request.id, actor.id))) throw conflict(ALREADY_VOTED);
      return { message: VOTE_CREATED, votes: await repo.requestVotes(request.id) };
    },

    async voteInPoll(actor: Actor, pollId: number, optionId: number) {
      const option = await repo.option(pollId, optionId);
      if (!option) throw notFound();
      if (option.closedAt) throw badRequest({ poll_id: 'Diese Umfrage ist geschlossen.' });
      if (!(await repo.addPollVote(option.pollId, option.id, actor.id))) throw conflict(ALREADY_VOTED);
      return { message: VOTE_CREATED, votes: await repo.pollVotes(option.pollId) };
    },

    async createPoll(actor: Actor, question: string, options: string[]) {
      if (new Set(options.map((o) => o.toLowerCase())).size !== options.length)
        throw badRequest({ options: 'Jede Antwort nur einmal.' });
      await db.transaction(async (tx) => {
        const poll = await repo.createPoll(tx, question, options, actor.id);
        await recordAudit(tx, {
          actor,
          action: 'poll.manage',
          itemType: 'poll',
          itemId: poll.id,
          itemLabel: question,
          changes: diffFields(null, { question, options }),
        });
      });
    },

    async closePoll(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const poll = await repo.closePoll(tx, id);
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
    },
  };
}

export type VotesService = ReturnType<typeof createVotesService>;
