import { Scroller } from '@mantine/core';
import { type EntryCard as EntryCardData, SCROLLER_STEP_PX } from '@regal/shared';
import { useScrollerLabels } from '../layout/use-scroller-labels.ts';
import { EntryCard, EntryCardSkeleton } from './entry-card.tsx';
import classes from './entry-row.module.css';

interface EntryRowProps {
  entries: EntryCardData[] | undefined;
  loading?: boolean;
  testId?: string;
}

/** A horizontal poster strip; its arrows move by the spec's 300 px scroller step. */
export function EntryRow({ entries, loading = false, testId }: EntryRowProps) {
  const scrollerLabels = useScrollerLabels();
  return (
    <Scroller {...scrollerLabels} scrollAmount={SCROLLER_STEP_PX} controlSize={44} data-testid={testId}>
      <div className={classes.row}>
        {loading && !entries
          ? Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={index} className={classes.item}>
                <EntryCardSkeleton />
              </div>
            ))
          : entries?.map((entry) => (
              <div key={entry.uid} className={classes.item}>
                <EntryCard entry={entry} />
              </div>
            ))}
      </div>
    </Scroller>
  );
}
