import { AspectRatio, Skeleton, Text } from '@mantine/core';
import { type EntryCard as EntryCardData, formatRating } from '@regal/shared';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { usePrefetchLink } from '../../lib/route-prefetch.ts';
import classes from './entry-card.module.css';
import { useEntryCardCorner } from './entry-card-slot.tsx';

/** Posters are 2:3 everywhere, so nothing jumps while covers load. */
export const POSTER_RATIO = 2 / 3;

interface EntryCardProps {
  entry: EntryCardData;
  /** Above-the-fold cards load eagerly. */
  eager?: boolean;
}

export function EntryCard({ entry, eager = false }: EntryCardProps) {
  const { t } = useTranslation();
  const corner = useEntryCardCorner();
  // Digital media and games say more with their sub type (Hörbuch, PC) than with the type.
  const kind = entry.sub_type ? t(`subTypes.${entry.sub_type}`) : t(`types.${entry.type}`);
  const meta = [entry.year, kind].filter(Boolean).join(' · ');
  const to = paths.detail(entry.uid, entry.slug);
  const prefetch = usePrefetchLink(to);

  return (
    // The heart is a sibling of the card's link: a button inside a link is not valid (nested interactive).
    <div className={classes.wrap}>
      <Link to={to} {...prefetch} className={classes.card} data-testid="entry-card" data-uid={entry.uid}>
        <AspectRatio ratio={POSTER_RATIO} className={classes.poster}>
          <img
            src={entry.cover}
            alt={entry.title}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={classes.image}
          />
        </AspectRatio>
        {entry.rating !== null && (
          <span className={classes.rating} data-testid="entry-rating">
            <IconStarFilled size={11} aria-hidden />
            {formatRating(entry.rating, currentLocale())}
          </span>
        )}
        <div className={classes.body}>
          <Text className={classes.title} lineClamp={2} title={entry.title}>
            {entry.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {meta}
          </Text>
        </div>
      </Link>
      {corner?.(entry.id, classes.favorite ?? '')}
    </div>
  );
}

export function EntryCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden>
      <AspectRatio ratio={POSTER_RATIO}>
        <Skeleton radius="md" />
      </AspectRatio>
      <div className={classes.body}>
        <Skeleton height={12} width="85%" radius="sm" mt={2} />
        <Skeleton height={10} width="45%" radius="sm" mt={8} />
      </div>
    </div>
  );
}
