import { ReviewsTable } from './reviews-table.tsx';

/**
 * The entry editor's "reviews" tab (spec 02 §2): the entry's reviews paged, with the admin delete.
 * The catalogue feature mounts it with the entry's uid.
 */
export function EntryReviewsTab({ entryUid }: { entryId?: number; entryUid: string }) {
  return <ReviewsTable scope={entryUid} testId="entry-reviews-tab" />;
}
