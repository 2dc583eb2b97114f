import { useTranslation } from 'react-i18next';
import { reasonText } from '../reason-label.ts';

/** A check's reason in the reader's language ("keine Verbindung", "HTTP-Status 404"). */
export function LinkReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation('link-health');
  if (!reason) return '—';
  const text = reasonText(reason);
  return 'raw' in text ? text.raw : t(`reason.${text.key}`, text.params);
}
