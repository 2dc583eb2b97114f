import { AspectRatio, Stack, Text, Title } from '@mantine/core';
import { type EntryDetail, formatDate } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { POSTER_RATIO } from '../../../components/entries/entry-card.tsx';
import { EntryActions } from './entry-actions.tsx';
import classes from './entry-header.module.css';
import { EntryMetaBadges } from './entry-meta-badges.tsx';
import { EntryShare } from './entry-share.tsx';
import { EntrySources } from './entry-sources.tsx';

/** Cover, title, chips, description and sources of an entry. */
export function EntryHeader({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const showOriginal = entry.original_title && entry.original_title !== entry.title;

  return (
    <div className={classes.grid}>
      <div className={classes.cover}>
        <AspectRatio ratio={POSTER_RATIO} className={classes.poster}>
          <img src={entry.cover} alt={entry.title} data-testid="entry-cover" />
        </AspectRatio>
      </div>
      <Stack gap="md" className={classes.info}>
        <div>
          <Title order={1} className={classes.title} data-testid="entry-title">
            {entry.title}
          </Title>
          {showOriginal && (
            <Text c="dimmed" size="sm" mt={4}>
              {t('detail.originalTitle')}: {entry.original_title}
            </Text>
          )}
        </div>
        <EntryMetaBadges entry={entry} />
        {entry.released_at && (
          <Text size="sm" c="dimmed">
            {t('detail.released', { date: formatDate(entry.released_at) })}
          </Text>
        )}
        <Text className={classes.description} data-testid="entry-description">
          {entry.description || t('detail.noDescription')}
        </Text>
        <EntryActions entry={entry} />
        <EntryShare entry={entry} />
        <EntrySources sources={entry.options.sources} />
      </Stack>
    </div>
  );
}
