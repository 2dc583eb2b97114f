import { useTranslation } from 'react-i18next';

/**
 * Mantine's Scroller names its arrows in English; these props name them in the visitor's language
 * and let a keyboard reach the scrolling strip itself (axe: scrollable-region-focusable).
 */
export function useScrollerLabels() {
  const { t } = useTranslation('common');
  return {
    startControlProps: { 'aria-label': t('scroller.left') },
    endControlProps: { 'aria-label': t('scroller.right') },
    attributes: { container: { tabIndex: 0 } },
  };
}
