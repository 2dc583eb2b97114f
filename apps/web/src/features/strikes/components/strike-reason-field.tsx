import { Alert, Textarea } from '@mantine/core';
import { STRIKE_REASON_MIN, STRIKE_REASON_TOO_SHORT } from '@regal/shared';
import { useTranslation } from 'react-i18next';

/**
 * Spec 02 §5: a strike reason needs at least 10 characters, else the spec's notice and nothing is
 * sent. The trimmed reason to send, or null after showing the notice.
 */
export function checkedStrikeReason(
  reason: string,
  setNotice: (notice: string | null) => void,
): string | null {
  const trimmed = reason.trim();
  if (trimmed.length < STRIKE_REASON_MIN) {
    setNotice(STRIKE_REASON_TOO_SHORT);
    return null;
  }
  setNotice(null);
  return trimmed;
}

/** The reason box and its notice, shared by the staff and the user strike dialog. */
export function StrikeReasonField({
  reason,
  onChange,
  notice,
  autoFocus = false,
}: {
  reason: string;
  onChange: (reason: string) => void;
  notice: string | null;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('strikes');
  return (
    <>
      <Textarea
        label={t('dialog.reason')}
        value={reason}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
        data-autofocus={autoFocus || undefined}
        data-testid="strike-reason"
      />
      {notice && (
        <Alert color="yellow" role="alert" data-testid="strike-notice">
          {notice}
        </Alert>
      )}
    </>
  );
}
