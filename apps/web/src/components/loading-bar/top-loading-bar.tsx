import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import classes from './top-loading-bar.module.css';

type Phase = 'idle' | 'running' | 'finishing';

/** Short work should not flash a bar. */
const SHOW_DELAY_MS = 120;
const FINISH_MS = 450;

/**
 * Spec §2 "top loading bar": runs while a route loads and while any query or mutation is in
 * flight; it creeps towards the end over the nominal 3000 ms and completes when work is done. The
 * duration (`PROGRESS_BAR_MS`) is declared in the CSS module, not inline on every page (issue 34;
 * top-loading-bar.test.ts holds the two together).
 */
export function TopLoadingBar() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const busy = navigation.state !== 'idle' || fetching > 0 || mutating > 0;
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase('running'), SHOW_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : current));
    const timer = window.setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return (
    <div
      className={classes.track}
      data-testid="loading-bar"
      data-active={busy}
      data-phase={phase}
      aria-hidden
    >
      <div className={classes.bar} />
    </div>
  );
}
