import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@regal/shared';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useClosePoll, useCreatePoll, usePolls } from '../api/votes.ts';

/** `dashboard/polls`: moderators create community polls and close them. */
export function PollsPage() {
  const { t } = useTranslation('votes');
  const polls = usePolls();
  const create = useCreatePoll();
  const close = useClosePoll();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () =>
    create.mutate(
      { question, options: options.map((o) => o.trim()).filter(Boolean) },
      {
        onSuccess: () => {
          setQuestion('');
          setOptions(['', '']);
          setErrors({});
          notifications.show({ color: 'teal', message: t('admin.created') });
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.errors).length > 0) {
            const mapped: Record<string, string> = {};
            for (const [key, value] of Object.entries(error.errors))
              mapped[key.split('.')[0] ?? key] ??= value;
            setErrors(mapped);
          } else notifications.show({ color: 'red', message: error.message });
        },
      },
    );

  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.title')}</Title>
      <Paper withBorder p="md" radius="md" data-testid="poll-form">
        <Stack gap="sm">
          <TextInput
            label={t('admin.question')}
            value={question}
            onChange={(e) => setQuestion(e.currentTarget.value)}
            error={errors.question}
            data-testid="poll-question"
          />
          {options.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: answers are edited in place; their position is their identity
            <Group key={index} gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={t('admin.option', { n: index + 1 })}
                placeholder={t('admin.option', { n: index + 1 })}
                value={option}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setOptions((list) => list.map((o, i) => (i === index ? value : o)));
                }}
                data-testid="poll-option-input"
              />
              {options.length > 2 && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('admin.remove')}
                  onClick={() => setOptions((list) => list.filter((_, i) => i !== index))}
                >
                  <IconX size={14} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {errors.options && (
            <Text size="xs" c="red">
              {errors.options}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              onClick={() => setOptions((l) => [...l, ''])}
              disabled={options.length >= 10}
            >
              {t('admin.addOption')}
            </Button>
            <Button onClick={submit} loading={create.isPending} data-testid="poll-create">
              {t('admin.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {polls.data?.items.map((poll) => (
        <Paper key={poll.id} withBorder p="md" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Text fw={600}>{poll.question}</Text>
              <Text size="xs" c="dimmed">
                {poll.options.map((o) => `${o.label}: ${o.votes}`).join(' · ')} ·{' '}
                {formatDateTime(poll.created_at)}
              </Text>
            </Stack>
            {poll.closed_at ? (
              <Text size="xs" c="dimmed">
                {t('closed')}
              </Text>
            ) : (
              <Button size="xs" variant="light" color="red" onClick={() => close.mutate(poll.id)}>
                {t('admin.close')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
