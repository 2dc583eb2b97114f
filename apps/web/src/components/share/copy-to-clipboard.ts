import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/** Spec §8 clipboard notices: 'Copied! Yeay!' on success, 'Hups...' on failure. */
export async function copyToClipboard(text: string, t: TFunction): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notifications.show({ color: 'teal', message: t('share:copied'), autoClose: 2000 });
    return true;
  } catch {
    notifications.show({ color: 'red', title: t('share:copyFailedTitle'), message: t('share:copyFailed') });
    return false;
  }
}
