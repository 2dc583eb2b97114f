import type { CartItem } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/feedback/notices.ts';
import { cartPackages } from '../lib/cart-packages.ts';
import { detectJDownloader, sendClear, sendEncrypted } from '../lib/click-n-load.ts';

export type CnlMode = 'clear' | 'encrypted';

/** Sends the cart to a local jDownloader, one POST per item, with the spec's notices (§8). */
export function useSendToJDownloader() {
  const { t } = useTranslation('cart');
  const [sending, setSending] = useState<CnlMode | null>(null);

  async function send(items: readonly CartItem[], mode: CnlMode): Promise<void> {
    setSending(mode);
    try {
      if (!(await detectJDownloader())) {
        showNotice({ color: 'red', message: t('cnl.notFound'), 'data-testid': 'cnl-not-found' });
        return;
      }
      const packages = cartPackages(items);
      const results = await Promise.allSettled(
        packages.map((item) =>
          (mode === 'encrypted' ? sendEncrypted : sendClear)({ title: item.fulltitle, links: item.links }),
        ),
      );
      results.forEach((result, index) => {
        if (result.status === 'rejected') {
          showNotice({
            color: 'red',
            message: t('cnl.itemFailed', { title: packages[index]?.fulltitle }),
            'data-testid': 'cnl-item-failed',
          });
        }
      });
      if (results.some((result) => result.status === 'fulfilled')) {
        showNotice({ color: 'green', message: t('cnl.sent'), 'data-testid': 'cnl-sent' });
      }
    } finally {
      setSending(null);
    }
  }

  return { send, sending };
}
