import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { BACKDROP_AUTOPLAY_MS, BACKDROPS_DEFAULT, BACKDROPS_MOBILE, type EntryDetail } from '@regal/shared';
import { useEffect, useState } from 'react';
import classes from './entry-backdrop.module.css';

/** The first item, then the others in a random order. */
function shuffledAfterFirst<T>(items: readonly T[]): T[] {
  const [first, ...rest] = items;
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as T, rest[i] as T];
  }
  return first === undefined ? [] : [first, ...rest];
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
  // The server and the hydrating render draw the backdrops in their stored order (the first is the
  // page's largest image, named in its HTML); the rest are shuffled once the page runs (decision 028).
  const [order, setOrder] = useState(() => all.map((backdrop) => backdrop.url));
  useEffect(() => {
    setOrder(shuffledAfterFirst(all.map((backdrop) => backdrop.url)));
  }, [all]);
  const urls = order.slice(0, count);
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
