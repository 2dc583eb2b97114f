import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pollOptions, polls, pollVotes, requests, requestVotes } from '../../db/schema/index.ts';

type Executor = Pick<Database, 'insert' | 'update'>;

/** The SQL of community votes: REQ request votes and staff polls. */
export function createVotesRepository(db: Database) {
  return {
    async request(id: number) {
      const [row] = await db.select().from(requests).where(eq(requests.id, id));
      return row;
    },

    /** False when the user has voted for it already (the unique key refused the row). */
    async addRequestVote(requestId: number, userId: number): Promise<boolean> {
      const inserted = await db
        .insert(requestVotes)
        .values({ requestId, userId })
        .onConflictDoNothing()
        .returning();
      return inserted.length > 0;
    },

    async requestVotes(requestId: number): Promise<number> {
      const [total] = await db
        .select({ n: count() })
        .from(requestVotes)
        .where(eq(requestVotes.requestId, requestId));
      return total?.n ?? 0;
    },

    /** The newest 20 polls, open first, with their options' vote counts. */
    async polls() {
      const rows = await db
        .select()
        .from(polls)
        .orderBy(sql`${polls.closedAt} is not null`, desc(polls.createdAt))
        .limit(20);
      if (rows.length === 0) return { rows, options: [] };
      const ids = rows.map((p) => p.id);
      const options = await db
        .select({
          option: pollOptions,
          // Named with its table: drizzle writes a bare "id" here, which inside the subquery would
          // mean a poll_votes column as soon as that table had one.
          votes: sql<number>`(select count(*)::int from poll_votes v where v.option_id = "poll_options"."id")`,
        })
        .from(pollOptions)
        .where(sql`${pollOptions.pollId} in ${ids}`)
        .orderBy(asc(pollOptions.position));
      return { rows, options };
    },

    /** The options a user chose in the given polls. */
    async votesOf(userId: number, pollIds: number[]) {
      if (pollIds.length === 0) return [];
      return db
        .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
        .from(pollVotes)
        .where(and(eq(pollVotes.userId, userId), sql`${pollVotes.pollId} in ${pollIds}`));
    },

    /** An option of a poll, with whether the poll is closed. */
    async option(pollId: number, optionId: number) {
      const [row] = await db
        .select({ id: pollOptions.id, pollId: pollOptions.pollId, closedAt: polls.closedAt })
        .from(pollOptions)
        .innerJoin(polls, eq(polls.id, pollOptions.pollId))
        .where(and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, pollId)));
      return row;
    },

    /** False when the user has voted in this poll already. */
    async addPollVote(pollId: number, optionId: number, userId: number): Promise<boolean> {
      const inserted = await db
        .insert(pollVotes)
        .values({ pollId, userId, optionId })
        .onConflictDoNothing()
        .returning();
      return inserted.length > 0;
    },

    async pollVotes(pollId: number): Promise<number> {
      const [total] = await db.select({ n: count() }).from(pollVotes).where(eq(pollVotes.pollId, pollId));
      return total?.n ?? 0;
    },

    async createPoll(tx: Executor, question: string, options: string[], createdBy: number) {
      const [poll] = await tx.insert(polls).values({ question, createdBy }).returning();
      if (!poll) throw new Error('poll insert returned nothing');
      await tx
        .insert(pollOptions)
        .values(options.map((label, position) => ({ pollId: poll.id, label, position })));
      return poll;
    },

    /** Closes an open poll; undefined when there is no open poll with this id. */
    async closePoll(tx: Executor, id: number) {
      const [poll] = await tx
        .update(polls)
        .set({ closedAt: sql`now()` })
        .where(and(eq(polls.id, id), isNull(polls.closedAt)))
        .returning();
      return poll;
    },
  };
}

export type VotesRepository = ReturnType<typeof createVotesRepository>;
