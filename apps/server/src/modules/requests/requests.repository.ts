import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { entries, releases, requests, users } from '../../db/schema/index.ts';
import { cappedCount } from '../search/capped-count.ts';
import { releaseSection, visibleEntryOf } from '../search/release-search.repository.ts';
import { containsPattern, wordsOf } from '../search/search-text.ts';

const requester = alias(users, 'requester');

export interface RequestPatch {
  fulltitle?: string;
  filledAt?: Date | null;
  releaseId?: number | null;
}

/** Community votes of a request (issue 12). */
const votesOf = sql<number>`(select count(*)::int from request_votes v where v.request_id = "requests"."id")`;

export function createRequestsRepository(db: Database) {
  return {
    /** The REQ list, newest first; every word of `text` must appear in the requested name. */
    async list(
      text: string,
      page: number,
      perPage: number,
      options: { byVotes?: boolean; viewerId?: number | null } = {},
    ) {
      const words = wordsOf(text).map((w) => sql`${requests.fulltitle} ilike ${containsPattern(w)}`);
      const condition: SQL | undefined = words.length > 0 ? and(...words) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({
            request: requests,
            requester: requester.username,
            votes: votesOf,
            voted: options.viewerId
              ? sql<boolean>`exists (select 1 from request_votes v where v.request_id = ${requests.id} and v.user_id = ${options.viewerId})`
              : sql<boolean>`false`,
            release: releases,
            uploader: users.username,
            section: releaseSection,
            entry: {
              id: entries.id,
              uid: entries.uid,
              slug: entries.slug,
              title: entries.title,
              type: entries.type,
              cover: entries.cover,
            },
          })
          .from(requests)
          .leftJoin(requester, eq(requester.id, requests.userId))
          .leftJoin(
            releases,
            and(
              eq(releases.id, requests.releaseId),
              sql`${releases.deletedAt} is null and ${releases.moderation} = 'approved'`,
            ),
          )
          .leftJoin(users, eq(users.id, releases.userId))
          .leftJoin(entries, visibleEntryOf)
          .where(condition)
          .orderBy(...(options.byVotes ? [desc(votesOf)] : []), desc(requests.createdAt), desc(requests.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        cappedCount(db, db.select({ one: sql`1` }).from(requests).where(condition)),
      ]);
      return { rows, total };
    },

    async create(userId: number, fulltitle: string) {
      const [row] = await db.insert(requests).values({ userId, fulltitle }).returning();
      if (!row) throw new Error('request insert returned nothing');
      return row;
    },

    /** How many requests a user made since `since` (the bot's rate limit, shared by every process). */
    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(requests)
        .where(and(eq(requests.userId, userId), gte(requests.createdAt, since)));
      return row?.n ?? 0;
    },

    async oldestSince(userId: number, since: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: requests.createdAt })
        .from(requests)
        .where(and(eq(requests.userId, userId), gte(requests.createdAt, since)))
        .orderBy(requests.createdAt)
        .limit(1);
      return row?.at ?? null;
    },

    async releaseIdByUid(uid: string): Promise<number | null> {
      const [row] = await db
        .select({ id: releases.id })
        .from(releases)
        .where(
          and(
            eq(releases.uid, uid),
            sql`${releases.deletedAt} is null and ${releases.moderation} = 'approved'`,
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },

    async update(id: number, patch: RequestPatch) {
      const [row] = await db
        .update(requests)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(requests.id, id))
        .returning();
      return row ?? null;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(requests).where(eq(requests.id, id)).returning({ id: requests.id });
      return rows.length > 0;
    },
  };
}
export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
export type RequestListRow = Awaited<ReturnType<RequestsRepository['list']>>['rows'][number];
