import {
  ENTRY_PAGE_SIZE,
  type EntryCard,
  type EntryDetail,
  lastPageOf,
  type Paged,
  type TypeListingQuery,
} from '@regal/shared';
import { notFound } from '../../lib/http-errors.ts';
import { presentEntryCard, presentEntryDetail } from './entries.presenter.ts';
import type { EntriesRepository } from './entries.repository.ts';

export function createEntriesService(repo: EntriesRepository) {
  return {
    async latest(limit: number, type?: string): Promise<EntryCard[]> {
      return (await repo.latest(limit, type)).map(presentEntryCard);
    },

    async listByType(type: string, query: TypeListingQuery): Promise<Paged<EntryCard>> {
      const perPage = query.per_page ?? ENTRY_PAGE_SIZE;
      const { rows, total } = await repo.listByType({
        type,
        subType: query.sub_type,
        page: query.page,
        perPage,
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
      });
      const from = rows.length > 0 ? (query.page - 1) * perPage + 1 : null;
      return {
        data: rows.map(presentEntryCard),
        current_page: query.page,
        last_page: lastPageOf(total, perPage),
        per_page: perPage,
        from,
        to: from === null ? null : from + rows.length - 1,
        total,
      };
    },

    async detail(uid: string): Promise<EntryDetail> {
      const entry = await repo.findByUid(uid);
      if (!entry) throw notFound('Eintrag nicht gefunden.');
      const [releaseRows, actorRows] = await Promise.all([
        repo.releasesOf(entry.id),
        repo.actorsOf(entry.id),
      ]);
      return presentEntryDetail(entry, releaseRows, actorRows);
    },
  };
}
export type EntriesService = ReturnType<typeof createEntriesService>;
