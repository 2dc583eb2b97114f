import { Badge, Group } from '@mantine/core';
import { type EntryCard, formatRating } from '@regal/shared';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import classes from './entry-meta-badges.module.css';

interface EntryMetaBadgesProps {
  entry: EntryCard & { time?: number | null };
  /** On the backdrop the badges sit on dark imagery in both themes. */
  onImage?: boolean;
}

/** Spec §2 chips: year, minutes, fsk, genres, rating, type, sub type. */
export function EntryMetaBadges({ entry, onImage = false }: EntryMetaBadgesProps) {
  const { t } = useTranslation(['entries', 'common']);
  const variant = onImage ? 'white' : 'default';
  const chip = onImage ? classes.onImage : undefined;
  const typeLabel = t(`common:types.${entry.type}`);
  // A genre that says what the type chip says (an anime's genre "Anime") is not shown twice (issue 36).
  const genres = entry.genre.filter(
    (genre) => t(`common:genres.${genre}`).toLocaleLowerCase() !== typeLabel.toLocaleLowerCase(),
  );

  return (
    <Group gap={6} data-testid="entry-chips">
      {entry.rating !== null && (
        <Badge
          size="lg"
          color="yellow"
          variant="filled"
          leftSection={<IconStarFilled size={12} />}
          className={classes.rating}
          // A named image: an aria-label on a plain div is not allowed (issue 36), and the label
          // says more than the visible "7,5" (the scale).
          role="img"
          aria-label={t('detail.ratingLabel', { rating: formatRating(entry.rating, currentLocale()) })}
          data-testid="chip-rating"
        >
          {t('detail.rating', { rating: formatRating(entry.rating, currentLocale()) })}
        </Badge>
      )}
      {entry.year !== null && (
        <Badge size="lg" variant={variant} className={chip} data-testid="chip-year">
          {entry.year}
        </Badge>
      )}
      {entry.time != null && (
        <Badge size="lg" variant={variant} className={chip} data-testid="chip-time">
          {t('detail.minutes', { count: entry.time })}
        </Badge>
      )}
      {entry.fsk !== null && (
        <Badge size="lg" variant={variant} className={chip} data-testid="chip-fsk">
          {t('detail.fsk', { fsk: entry.fsk })}
        </Badge>
      )}
      <Badge size="lg" variant="filled" data-testid="chip-type">
        {typeLabel}
      </Badge>
      {entry.sub_type !== null && (
        <Badge size="lg" variant="light" className={chip} data-testid="chip-subtype">
          {t(`common:subTypes.${entry.sub_type}`)}
        </Badge>
      )}
      {genres.map((genre) => (
        <Badge key={genre} size="lg" variant="outline" className={chip} data-testid="chip-genre">
          {t(`common:genres.${genre}`)}
        </Badge>
      ))}
    </Group>
  );
}
