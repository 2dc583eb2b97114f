import { isEntryType } from '@regal/shared';
import type { PageData } from '../../lib/route-data.ts';
import { searchOf } from '../../lib/route-data.ts';
import { reviewsQueryOptions } from '../reviews/api/reviews.ts';
import { entryQueryOptions } from './api/get-entry.ts';
import { latestEntriesQueryOptions } from './api/get-latest-entries.ts';
import { legacyEntriesQueryOptions } from './api/get-legacy-entries.ts';
import { newestReleasesQueryOptions } from './api/get-newest-releases.ts';
import { typeEntriesQueryOptions } from './api/get-type-entries.ts';
import { isLegacySegment, readLegacyParams } from './components/legacy-listing-params.ts';
import { readListingParams } from './components/listing-params.ts';
import { readWarezParams } from './components/warez-params.ts';

/** Home: the newest entries, then the first one's detail (the intro header's backdrop). */
export const homeData: PageData = async (client) => {
  const latest = await client.ensureQueryData(latestEntriesQueryOptions());
  const first = latest[0];
  if (first) await client.ensureQueryData(entryQueryOptions(first.uid));
};

/** The reviews the detail page shows first (entry-reviews-section.tsx: page 1, five a page). */
const FIRST_REVIEWS = { page: 1, per_page: 5 };

/**
 * Detail: the entry and its first page of reviews, read side by side (a miss waits for one round
 * trip, not two). When the entry cannot be shown, its reviews are not kept: the page shows none, and
 * its state carries none.
 */
export const detailData: PageData = async (client, { params }) => {
  const uid = params.uid ?? '';
  if (!uid) return;
  const reviews = reviewsQueryOptions(uid, FIRST_REVIEWS);
  const [entry] = await Promise.allSettled([
    client.ensureQueryData(entryQueryOptions(uid)),
    client.ensureQueryData(reviews),
  ]);
  if (entry.status === 'rejected') {
    client.removeQueries({ queryKey: reviews.queryKey, exact: true });
    throw entry.reason;
  }
};

/** A type's listing at the address's page and sort (nothing for an unknown type: a 404). */
export const typeListingData: PageData = async (client, args) => {
  const type = args.params.type ?? '';
  if (!isEntryType(type)) return;
  await client.ensureQueryData(typeEntriesQueryOptions({ type, ...readListingParams(searchOf(args), type) }));
};

/** The older listing (`v2/type/:segment`) at the address's page and order (an unknown segment: 404). */
export const legacyListingData: PageData = async (client, args) => {
  const segment = args.params.segment ?? '';
  if (!isLegacySegment(segment)) return;
  await client.ensureQueryData(legacyEntriesQueryOptions({ segment, ...readLegacyParams(searchOf(args)) }));
};

/** Warez mode: the newest releases at the address's page and type. */
export const warezmodeData: PageData = (client, args) =>
  client.ensureQueryData(newestReleasesQueryOptions(readWarezParams(searchOf(args))));
