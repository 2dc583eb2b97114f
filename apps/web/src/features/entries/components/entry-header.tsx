import { AspectRatio, Stack, Text, Title } from '@mantine/core';
import { type EntryDetail, formatDate } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { EntryActions } from './entry-actions.tsx';
import classes from './entry-header.module.css';
import { EntryMetaBadges } from './entry-meta-badges.tsx';
import { EntryShare } from './entry-share.tsx';
import { EntrySources } from './entry-sources.tsx';

/*
 * The header renders on every page miss: its AspectRatio, Stack, Title and Texts are plain elements wearing
 * Mantine's classes, the variables and props Mantine wrote inline in entry-header.module.css (issue 34,
 * as the release rows).
 */
const POSTER = `${AspectRatio.classes.root} ${classes.poster}`;
const INFO = `${Stack.classes.root} ${classes.info}`;
const TITLE = `${Title.classes.root} ${classes.title}`;
const ORIGINAL = `${Text.classes.root} ${classes.dimmedSm} ${classes.original}`;
const RELEASED = `${Text.classes.root} ${classes.dimmedSm}`;
const DESCRIPTION = `${Text.classes.root} ${classes.description}`;

/** Cover, title, chips, description and sources of an entry. */
export function EntryHeader({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const showOriginal = entry.original_title && entry.original_title !== entry.title;

  return (
    <div className={classes.grid}>
      <div className={classes.cover}>
        <div className={POSTER}>
          <img src={entry.cover} alt={entry.title} data-testid="entry-cover" />
        </div>
      </div>
      <div className={INFO}>
        <div>
          <h1 className={TITLE} data-order="1" data-testid="entry-title">
            {entry.title}
          </h1>
          {showOriginal && (
            <p className={ORIGINAL}>
              {t('detail.originalTitle')}: {entry.original_title}
            </p>
          )}
        </div>
        <EntryMetaBadges entry={entry} />
        {entry.released_at && (
          <p className={RELEASED}>{t('detail.released', { date: formatDate(entry.released_at) })}</p>
        )}
        <p className={DESCRIPTION} data-testid="entry-description">
          {entry.description || t('detail.noDescription')}
        </p>
        <EntryActions entry={entry} />
        <EntryShare entry={entry} />
        <EntrySources sources={entry.options.sources} />
      </div>
    </div>
  );
}
