import { showNotice } from '../feedback/notices.ts';
import type { AddResult } from './cart-store.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Spec §8: an info notice for a duplicate; spec §4: an entry-less release says it has no entry. */
export function showAddedNotice(t: Translate, result: AddResult, fulltitle: string, hasEntry: boolean): void {
  if (result === 'duplicate') {
    showNotice({
      color: 'blue',
      title: t('notice.duplicateTitle'),
      message: t('notice.duplicate', { title: fulltitle }),
      'data-testid': 'cart-notice-duplicate',
    });
    return;
  }
  showNotice({
    color: hasEntry ? 'green' : 'yellow',
    title: t('notice.addedTitle'),
    message: hasEntry ? t('notice.added', { title: fulltitle }) : t('notice.noEntry', { title: fulltitle }),
    'data-testid': hasEntry ? 'cart-notice-added' : 'cart-notice-no-entry',
  });
}

/** Spec §4: clicking a release that has no entry says so instead of navigating nowhere. */
export function showNoEntryNotice(t: Translate, fulltitle: string): void {
  showNotice({
    color: 'yellow',
    message: t('notice.noEntryClick', { title: fulltitle }),
    'data-testid': 'cart-notice-no-entry',
  });
}
