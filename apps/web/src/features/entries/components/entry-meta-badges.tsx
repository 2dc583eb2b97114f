import { Badge, Group } from '@mantine/core';
import { type EntryCard, formatRating } from '@regal/shared';
import { IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import classes from './entry-meta-badges.module.css';

interface EntryMetaBadgesProps {
  entry: EntryCard & { time?: number | null };
  /** On the backdrop the badges sit on dark imagery in both themes. */
  onImage?: boolean;
}

/*
 * The chips render on every detail page (and the home hero): plain elements wearing Mantine's Badge
 * and Group classes, the variables each <Badge size="lg" variant=…> wrote inline in
 * entry-meta-badges.module.css (issue 34, as the release rows). The static `mantine-Badge-*` names
 * stay on the light chip: global.css darkens light badges' text by them in the light scheme.
 */
const BADGE = Badge.classes.root;
const LABEL = Badge.classes.label;

type Variant = 'filled' | 'default' | 'white' | 'light' | 'outline';

const VARIANT_CLASS: Record<Variant, string> = {
  filled: `${classes.filled}`,
  default: `${classes.default}`,
  white: `${classes.white}`,
  light: `${classes.light} mantine-Badge-root`,
  outline: `${classes.outline}`,
};

function Chip({
  variant,
  className,
  testId,
  children,
}: {
  variant: Variant;
  className?: string | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`${BADGE} ${VARIANT_CLASS[variant]}${className ? ` ${className}` : ''}`}
      data-variant={variant}
      data-size="lg"
      data-testid={testId}
    >
      <span className={variant === 'light' ? `${LABEL} mantine-Badge-label` : LABEL}>{children}</span>
    </div>
  );
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
    <div className={`${Group.classes.root} ${classes.chips}`} data-testid="entry-chips">
      {entry.rating !== null && (
        <div
          className={`${BADGE} ${classes.rating}`}
          data-variant="filled"
          data-size="lg"
          data-with-left-section
          // A named image: an aria-label on a plain div is not allowed (issue 36), and the label
          // says more than the visible "7,5" (the scale).
          role="img"
          aria-label={t('detail.ratingLabel', { rating: formatRating(entry.rating, currentLocale()) })}
          data-testid="chip-rating"
        >
          <span className={Badge.classes.section} data-position="left">
            <IconStarFilled size={12} />
          </span>
          <span className={LABEL}>
            {t('detail.rating', { rating: formatRating(entry.rating, currentLocale()) })}
          </span>
        </div>
      )}
      {entry.year !== null && (
        <Chip variant={variant} className={chip} testId="chip-year">
          {entry.year}
        </Chip>
      )}
      {entry.time != null && (
        <Chip variant={variant} className={chip} testId="chip-time">
          {t('detail.minutes', { count: entry.time })}
        </Chip>
      )}
      {entry.fsk !== null && (
        <Chip variant={variant} className={chip} testId="chip-fsk">
          {t('detail.fsk', { fsk: entry.fsk })}
        </Chip>
      )}
      <Chip variant="filled" testId="chip-type">
        {typeLabel}
      </Chip>
      {entry.sub_type !== null && (
        <Chip variant="light" className={chip} testId="chip-subtype">
          {t(`common:subTypes.${entry.sub_type}`)}
        </Chip>
      )}
      {genres.map((genre) => (
        <Chip key={genre} variant="outline" className={chip} testId="chip-genre">
          {t(`common:genres.${genre}`)}
        </Chip>
      ))}
    </div>
  );
}
