import {
  ENTRY_PAGE_SIZE,
  type EntryCard,
  type EntryDetail,
  type FeaturedActor,
  LEGACY_TYPE_SEGMENTS,
  type LegacyListingQuery,
  type LegacyTypeSegment,
  lastPageOf,
  type Paged,
  type TypeListingQuery,
} from '@regal/shared';
import { notFound } from '../../lib/http-errors.ts';
import type { CryptRewriteSettings } from '../filecrypt/crypt-link-rewrite.ts';
import { actorImageUrl } from '../media/media-urls.ts';
import { presentEntryCard, presentEntryDetail } from './entries.presenter.ts';
import type { EntriesRepository, EntryCardRow } from './entries.repository.ts';
import { groupMirrors } from './mirrors.ts';

export interface EntriesServiceOptions {
  /** Hosters whose mirrors are kept (spec §5); empty keeps all. */
  /** A function when the list can change at run time (decision 015). */
  mirrorHosters?: string[] | (() => string[]);
  /** Crypt-link host rewrite for one uploader's releases (CRYPT_* settings); absent: links as stored. */
  cryptRewrite?: CryptRewriteSettings;
}

function pageOf(rows: EntryCardRow[], total: number, page: number, perPage: number): Paged<EntryCard> {
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data: rows.map(presentEntryCard),
    current_page: page,
    last_page: lastPageOf(total, perPage),
    per_page: perPage,
    from,
    to: from === null ? null : from + rows.length - 1,
    total,
  };
}

export function createEntriesService(repo: EntriesRepository, options: EntriesServiceOptions = {}) {
  const hosters = options.mirrorHosters ?? [];
  const mirrorHostersNow = () => (typeof hosters === 'function' ? hosters() : hosters);
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
      return pageOf(rows, total, query.page, perPage);
    },

    /** The older `v2/type/{segment}` listing: `book` and `comic` are digital sub types. */
    async listLegacy(segment: LegacyTypeSegment, query: LegacyListingQuery): Promise<Paged<EntryCard>> {
      const target: { type: string; subType?: string } = LEGACY_TYPE_SEGMENTS[segment];
      const perPage = query.per_page ?? ENTRY_PAGE_SIZE;
      const { rows, total } = await repo.listLegacy({
        type: target.type,
        subType: target.subType,
        page: query.page,
        perPage,
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
      });
      return pageOf(rows, total, query.page, perPage);
    },

    async featuredActors(limit: number): Promise<FeaturedActor[]> {
      return (await repo.featuredActors(limit)).map((actor) => ({
        id: actor.id,
        name: actor.name,
        slug: actor.slug,
        image: actor.image ?? actorImageUrl(actor.slug),
        cdn: false,
        entries_count: actor.entriesCount,
      }));
    },

    async detail(uid: string): Promise<EntryDetail> {
      const found = await repo.detailByUid(uid);
      if (!found) throw notFound('Eintrag nicht gefunden.');
      const detail = presentEntryDetail(
        found.entry,
        found.releases,
        found.actors,
        found.reviewsCount,
        options.cryptRewrite,
      );
      const releases = groupMirrors(detail.releases, mirrorHostersNow());
      return { ...detail, releases };
    },
  };
}
export type EntriesService = ReturnType<typeof createEntriesService>;
