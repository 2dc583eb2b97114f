import type { TFunction } from 'i18next';
import { showNotice } from '../feedback/notices.ts';

/** Spec §8 clipboard notices: 'Copied! Yeay!' on success, 'Hups...' on failure. */
export async function copyToClipboard(text: string, t: TFunction): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showNotice({ color: 'teal', message: t('share:copied'), autoClose: 2000 });
    return true;
  } catch {
    showNotice({ color: 'red', title: t('share:copyFailedTitle'), message: t('share:copyFailed') });
    return false;
  }
}
