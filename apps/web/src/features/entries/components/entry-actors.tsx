import { Avatar, Scroller, Text } from '@mantine/core';
import { type Actor, SCROLLER_STEP_PX } from '@regal/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/layout/section-header.tsx';
import { useScrollerLabels } from '../../../components/layout/use-scroller-labels.ts';
import classes from './entry-actors.module.css';

/*
 * A detail page draws an avatar and a name per actor: plain elements wearing Mantine's Avatar and
 * Text classes, the variables Mantine wrote inline in entry-actors.module.css (issue 34). What
 * <Avatar name color="initials"> computed is here too: Mantine's initials and its colour for a name
 * (its hash over the default colours; entry-detail-variables.test.ts holds them to Mantine's).
 */
const INITIALS_COLORS = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
] as const;

/** The colour Mantine's `color="initials"` gives a name. */
export function initialsColor(name: string): (typeof INITIALS_COLORS)[number] {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) {
    hash = (hash << 5) - hash + name.charCodeAt(i);
    hash |= 0;
  }
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length] ?? 'blue';
}

/** Mantine's initials for a name: the first letters of its first two words. */
export function initialsOf(name: string): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

const NAME = `${Text.classes.root} ${classes.name}`;

/** <Avatar size={84} radius={999} color="initials">: the photo, or the initials when there is none or it fails. */
function ActorAvatar({ actor }: { actor: Actor }) {
  const src = actor.image || null;
  const [error, setError] = useState(!src);
  useEffect(() => setError(!src), [src]);
  return (
    <div className={`${Avatar.classes.root} ${classes.avatar}`} data-color={initialsColor(actor.name)}>
      {error || !src ? (
        <span className={Avatar.classes.placeholder} title="">
          {initialsOf(actor.name)}
        </span>
      ) : (
        <img
          loading="lazy"
          decoding="async"
          width={84}
          height={84}
          className={Avatar.classes.image}
          src={src}
          alt=""
          onError={() => setError(true)}
        />
      )}
    </div>
  );
}

export function EntryActors({ actors }: { actors: Actor[] }) {
  const scrollerLabels = useScrollerLabels();
  const { t } = useTranslation('entries');
  if (actors.length === 0) return null;

  return (
    <section aria-labelledby="entry-actors" data-testid="entry-actors">
      <SectionHeader id="entry-actors" title={t('detail.actors')} />
      <Scroller {...scrollerLabels} scrollAmount={SCROLLER_STEP_PX} controlSize={40}>
        <ul className={classes.list}>
          {actors.map((actor) => (
            <li key={actor.id} className={classes.actor} data-testid="entry-actor">
              <ActorAvatar actor={actor} />
              <p className={NAME} data-line-clamp>
                {actor.name}
              </p>
            </li>
          ))}
        </ul>
      </Scroller>
    </section>
  );
}
