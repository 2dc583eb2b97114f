import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { BACKDROP_AUTOPLAY_MS, BACKDROPS_DEFAULT, BACKDROPS_MOBILE, type EntryDetail } from '@regal/shared';
import { useEffect, useMemo, useState } from 'react';
import { entryBoot } from '../../../lib/entry-boot.ts';
import classes from './entry-backdrop.module.css';

/** A random order, with `lead` first when it is one of the items. */
function shuffled<T>(items: readonly T[], lead?: T | null): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  const at = lead == null ? -1 : copy.indexOf(lead);
  if (at > 0) copy.unshift(...copy.splice(at, 1));
  return copy;
}

/**
 * Spec §2: a backdrop carousel that autoplays every 2400 ms with randomised backdrops, 2 by
 * default and 3 on mobile. Without backdrops the blurred cover stands in. The first one loads
 * eagerly: it is the detail page's largest image.
 */
export function EntryBackdrop({ entry }: { entry: EntryDetail }) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const reduceMotion = useReducedMotion();
  const count = mobile ? BACKDROPS_MOBILE : BACKDROPS_DEFAULT;
  const all = entry.options.backdrops;
  // The server picked and preloaded the first backdrop when the page came with this entry.
  const lead = entryBoot(entry.uid)?.leadBackdrop;
  const urls = useMemo(
    () =>
      shuffled(
        all.map((backdrop) => backdrop.url),
        lead,
      ),
    [all, lead],
  ).slice(0, count);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (urls.length < 2 || reduceMotion) return;
    const timer = window.setInterval(
      () => setActive((index) => (index + 1) % urls.length),
      BACKDROP_AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [urls.length, reduceMotion]);

  return (
    <div className={classes.root} data-testid="entry-backdrop" aria-hidden>
      {urls.length === 0 ? (
        <img src={entry.cover} alt="" className={`${classes.image} ${classes.blurred}`} data-active />
      ) : (
        urls.map((url, index) => (
          <img
            key={url}
            src={url}
            alt=""
            className={classes.image}
            data-active={index === active % urls.length || undefined}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        ))
      )}
      <div className={classes.shade} />
    </div>
  );
}
