import { Alert, Button, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REPORT_REASONS, type ReportItemType, type ReportReason } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCreateReport } from '../api/reports.ts';

interface ReportDialogProps {
  itemType: ReportItemType;
  uid: string;
  label: string;
  opened: boolean;
  onClose: () => void;
}

/** The report form: a reason, a message, and for a copyright takedown the claimant's contact details. */
export function ReportDialog({ itemType, uid, label, opened, onClose }: ReportDialogProps) {
  const { t } = useTranslation('reports');
  const [reason, setReason] = useState<ReportReason>('dead_link');
  const [message, setMessage] = useState('');
  const [contactName, setContactName] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateReport();
  const { isLoggedIn } = useSession();
  const takedown = reason === 'takedown';

  const close = () => {
    onClose();
    setErrors({});
  };
  const submit = () =>
    create.mutate(
      {
        item_type: itemType,
        uid,
        reason,
        message: message || undefined,
        contact_name: contactName || undefined,
        contact_email: contactEmail || undefined,
      },
      {
        onSuccess: (answer) => {
          // A guest's takedown does nothing until the claimant opens the mailed link: say so plainly.
          if (answer.confirm_by_mail)
            notifications.show({ color: 'blue', message: t('dialog.confirmMail'), autoClose: 15_000 });
          else notifications.show({ color: 'teal', message: answer.message });
          setMessage('');
          close();
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.errors).length > 0) setErrors(error.errors);
          else notifications.show({ color: 'red', message: error.message });
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('dialog.title', { label })}
      centered
      data-testid="report-dialog"
    >
      <Stack gap="sm">
        <Select
          label={t('dialog.reason')}
          data={REPORT_REASONS.map((value) => ({ value, label: t(`reason.${value}`) }))}
          value={reason}
          onChange={(value) => value && setReason(value as ReportReason)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="report-reason"
        />
        {takedown && (
          <Alert variant="light" color="blue">
            {t(isLoggedIn ? 'dialog.takedownHint' : 'dialog.takedownHintGuest')}
          </Alert>
        )}
        <Textarea
          label={takedown ? t('dialog.takedownMessage') : t('dialog.message')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={errors.message}
          autosize
          minRows={2}
          maxLength={2000}
          required={takedown}
          data-testid="report-message"
        />
        {takedown && (
          <>
            <TextInput
              label={t('dialog.contactName')}
              value={contactName}
              onChange={(e) => setContactName(e.currentTarget.value)}
              error={errors.contact_name}
              required
              data-testid="report-contact-name"
            />
            <TextInput
              label={t('dialog.contactEmail')}
              type="email"
              value={contactEmail}
              onChange={(e) => setContactEmail(e.currentTarget.value)}
              error={errors.contact_email}
              required
              data-testid="report-contact-email"
            />
          </>
        )}
        <Button onClick={submit} loading={create.isPending} data-testid="report-submit">
          {t('dialog.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}
