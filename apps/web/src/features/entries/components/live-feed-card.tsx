import { Badge, Group, Paper, Text } from '@mantine/core';
import { formatBytes, formatDate, type ReleaseWithEntry, toShortLanguageCodes } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import classes from './live-feed-card.module.css';

/** One live-feed slot: the entry's cover, the release name, its languages, size and date. */
export function LiveFeedCard({ item }: { item: ReleaseWithEntry }) {
  const { t } = useTranslation(['entries', 'common']);
  const { release, entry } = item;
  return (
    <Paper withBorder radius="md" className={classes.card} data-testid="live-item" data-uid={release.uid}>
      {entry ? (
        <Link to={paths.detail(entry.uid, entry.slug)} className={classes.cover} aria-label={entry.title}>
          <img src={entry.cover} alt="" loading="lazy" decoding="async" width={52} height={78} />
        </Link>
      ) : (
        <div className={classes.cover} />
      )}
      <div className={classes.body}>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {entry ? entry.title : t('live.noEntry')}
        </Text>
        <Text size="sm" fw={600} lineClamp={2} className={classes.name} title={release.fulltitle}>
          {release.fulltitle}
        </Text>
        <Group gap={6} mt={4}>
          <Badge size="xs" variant="light" radius="sm">
            {t(`common:types.${release.type}`, { defaultValue: release.type })}
          </Badge>
          {toShortLanguageCodes(release.lang).map((code) => (
            <Badge key={code} size="xs" variant="outline" radius="sm">
              {code}
            </Badge>
          ))}
          <Text size="xs" c="dimmed">
            {formatBytes(release.size, 2, currentLocale())} · {formatDate(release.created_at)}
          </Text>
        </Group>
      </div>
      <div className={classes.cart}>
        <AddToCartButton release={release} entry={entry} />
      </div>
    </Paper>
  );
}
