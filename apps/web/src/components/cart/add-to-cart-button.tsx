import { ActionIcon, UnstyledButton } from '@mantine/core';
import type { CartEntry, EntryCard, Release } from '@regal/shared';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HintTooltip } from '../deferred/hint-tooltip.tsx';
import classes from './add-to-cart-button.module.css';
import { showAddedNotice } from './cart-notices.ts';
import { cartStore } from './cart-store.ts';

/*
 * One per release in every release list: a plain button wearing Mantine's ActionIcon classes, its
 * variables in the CSS module, so rendering it resolves no styles (issue 34).
 */
const BUTTON = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root} ${classes.button}`;

interface AddToCartButtonProps {
  release: Release;
  /** The release's entry; null for entry-less releases (they still go in, with a notice). */
  entry: CartEntry | EntryCard | null;
  /**
   * Tabler's cart icon unless given: release rows pass their sprite's reference (icon-sprite.tsx),
   * which stays out of home's first load, where this button sits in the live feed.
   */
  icon?: ReactNode;
}

/** The cart column of release lists (spec §2): puts the release in the cart, once per fulltitle. */
export function AddToCartButton({ release, entry, icon }: AddToCartButtonProps) {
  const { t } = useTranslation('cart');
  const label = t('add', { title: release.fulltitle });
  return (
    <HintTooltip label={t('addShort')}>
      <button
        type="button"
        className={BUTTON}
        aria-label={label}
        data-testid="add-to-cart"
        onClick={() => showAddedNotice(t, cartStore.add(release, entry), release.fulltitle, entry !== null)}
      >
        <span className={ActionIcon.classes.icon}>{icon ?? <IconShoppingCartPlus size={16} />}</span>
      </button>
    </HintTooltip>
  );
}
