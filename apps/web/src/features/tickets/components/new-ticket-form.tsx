import { Button, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useCreateTicket } from '../api/tickets.ts';

/** Opens a support ticket (subject, message); used on `support` and `myTickets`. */
export function NewTicketForm({ onCreated }: { onCreated?: (uid: string) => void }) {
  const { t } = useTranslation('tickets');
  const create = useCreateTicket();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () =>
    create.mutate(
      { subject, content },
      {
        onSuccess: (ticket) => {
          setSubject('');
          setContent('');
          setErrors({});
          notifications.show({ color: 'teal', message: t('form.created') });
          onCreated?.(ticket.uid);
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.errors).length > 0) setErrors(error.errors);
          else notifications.show({ color: 'red', message: error.message });
        },
      },
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid="new-ticket-form">
      <Stack gap="sm">
        <Text fw={700}>{t('form.title')}</Text>
        <TextInput
          label={t('form.subject')}
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={errors.subject}
          maxLength={150}
          required
          data-testid="ticket-subject"
        />
        <Textarea
          label={t('form.message')}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          error={errors.content}
          autosize
          minRows={4}
          maxLength={5000}
          required
          data-testid="ticket-message"
        />
        <Button
          onClick={submit}
          loading={create.isPending}
          style={{ alignSelf: 'flex-end' }}
          data-testid="ticket-submit"
        >
          {t('form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
