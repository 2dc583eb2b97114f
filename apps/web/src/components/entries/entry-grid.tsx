import { ENTRY_PAGE_SIZE, type EntryCard as EntryCardData } from '@regal/shared';
import { EntryCard, EntryCardSkeleton } from './entry-card.tsx';
import classes from './entry-grid.module.css';

interface EntryGridProps {
  entries: EntryCardData[] | undefined;
  loading?: boolean;
  /** Skeletons shown while loading; a full page by default. */
  skeletons?: number;
  /** How many of the first cards load their cover eagerly. */
  eagerCount?: number;
  testId?: string;
}

/** The dense poster grid used by home, listings and search. */
export function EntryGrid({
  entries,
  loading = false,
  skeletons = ENTRY_PAGE_SIZE,
  eagerCount = 7,
  testId = 'entry-grid',
}: EntryGridProps) {
  if (loading && !entries) {
    return (
      <div className={classes.grid} data-testid={testId} aria-busy>
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <EntryCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <div className={classes.grid} data-testid={testId} aria-busy={loading}>
      {entries?.map((entry, index) => (
        <EntryCard key={entry.uid} entry={entry} eager={index < eagerCount} />
      ))}
    </div>
  );
}
