import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HintTooltip } from '../deferred/hint-tooltip.tsx';
import { useCart } from './cart-store.ts';

/** The header's cart icon with the number of items; the app decides what opening it shows. */
export function CartHeaderButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('cart');
  const count = useCart().length;
  return (
    <HintTooltip label={t('title')}>
      <Indicator label={count} size={16} disabled={count === 0} offset={6} data-testid="cart-count">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={t('open', { count })}
          onClick={onOpen}
          data-testid="cart-button"
          data-count={count}
        >
          <IconShoppingCart size={20} />
        </ActionIcon>
      </Indicator>
    </HintTooltip>
  );
}
