import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HintTooltip } from '../deferred/hint-tooltip.tsx';
import { HEADER_ICON, HEADER_ICON_BUTTON, INDICATOR } from '../header/header-controls.ts';
import { HeaderIndicator } from '../header/header-indicator.tsx';
import { useCart } from './cart-store.ts';

/**
 * The header's cart icon with the number of items; the app decides what opening it shows. Plain
 * elements wearing Mantine's Indicator and ActionIcon classes (header-controls.ts).
 */
export function CartHeaderButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('cart');
  const count = useCart().length;
  return (
    <HintTooltip label={t('title')}>
      <HeaderIndicator className={INDICATOR} label={count} shown={count > 0} data-testid="cart-count">
        <button
          type="button"
          className={HEADER_ICON_BUTTON}
          aria-label={t('open', { count })}
          onClick={onOpen}
          data-testid="cart-button"
          data-count={count}
        >
          <span className={HEADER_ICON}>
            <IconShoppingCart size={20} />
          </span>
        </button>
      </HeaderIndicator>
    </HintTooltip>
  );
}
