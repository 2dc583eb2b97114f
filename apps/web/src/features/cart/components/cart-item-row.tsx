import { ActionIcon, Anchor, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import type { CartItem } from '@regal/shared';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showNoEntryNotice } from '../../../components/cart/cart-notices.ts';
import { cartStore } from '../../../components/cart/cart-store.ts';
import { releaseLinkSources } from '../../../components/cart/link-sources.ts';
import { paths } from '../../../lib/paths.ts';
import classes from './cart-item-row.module.css';

interface CartItemRowProps {
  item: CartItem;
  onNavigate: () => void;
}

/** One cart item: its release (linking to the entry), the link source to use, and remove. */
export function CartItemRow({ item, onNavigate }: CartItemRowProps) {
  const { t } = useTranslation('cart');
  const { release, entry } = item;
  const sources = releaseLinkSources(release);
  const options = sources.map((source) => ({
    value: source.key,
    label:
      source.mirror === null
        ? t('source', { hoster: source.hoster, count: source.links.length })
        : t('sourceMirror', { hoster: source.hoster, mirror: source.mirror, count: source.links.length }),
  }));

  return (
    <div className={classes.row} data-testid="cart-item" data-fulltitle={release.fulltitle}>
      <Stack gap={2} className={classes.title}>
        {entry ? (
          <Anchor
            component={Link}
            to={paths.detail(entry.uid, entry.slug)}
            onClick={onNavigate}
            size="sm"
            fw={600}
          >
            {release.fulltitle}
          </Anchor>
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            ta="left"
            onClick={() => showNoEntryNotice(t, release.fulltitle)}
          >
            {release.fulltitle}
          </Anchor>
        )}
        <Text size="xs" c="dimmed" truncate>
          {entry ? entry.title : t('noEntryLabel')}
        </Text>
      </Stack>
      <div className={classes.controls}>
        {options.length > 0 ? (
          <NativeSelect
            size="xs"
            className={classes.source}
            aria-label={t('sourceLabel', { title: release.fulltitle })}
            data={options}
            value={item.selected_source ?? options[0]?.value}
            onChange={(event) => cartStore.selectSource(release.fulltitle, event.currentTarget.value)}
            data-testid="cart-item-source"
          />
        ) : (
          <Text size="xs" c="dimmed">
            {t('noLinks')}
          </Text>
        )}
        <Tooltip label={t('remove')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('removeItem', { title: release.fulltitle })}
            onClick={() => cartStore.remove(release.fulltitle)}
            data-testid="cart-item-remove"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </div>
    </div>
  );
}
