import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useRequestFromBot } from '../api/request-from-bot.ts';

/** Spec §5: a scene release name has dots between its words and a hyphen before the group. */
const looksLikeReleaseName = (title: string) => title.includes('.') && title.includes('-');

type Outcome =
  | { kind: 'answer'; message: string; sent: boolean }
  | { kind: 'short' }
  | { kind: 'login' }
  | { kind: 'error'; message: string };

/** Asks the scene bot for a release (`POST /api/irc`); it lands in the REQ list. */
export function BotRequestForm() {
  const { t } = useTranslation('search');
  const [title, setTitle] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const request = useRequestFromBot();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    if (!looksLikeReleaseName(name)) {
      setOutcome({ kind: 'short' });
      return;
    }
    request.mutate(name, {
      onSuccess: (answer) => {
        // The server's words say whether the bot got it or the request only waits in the REQ list.
        setOutcome({ kind: 'answer', message: answer.message, sent: answer.sent === true });
        setTitle('');
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 401) setOutcome({ kind: 'login' });
        else if (isApiError(error) && error.errors.title) setOutcome({ kind: 'short' });
        else setOutcome({ kind: 'error', message: error.message });
      },
    });
  };

  return (
    <form onSubmit={submit} data-testid="bot-form">
      <Stack gap="sm">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            aria-label={t('bot.label')}
            placeholder={t('bot.placeholder')}
            radius="xl"
            style={{ flex: 1 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="bot-title"
          />
          <Button
            type="submit"
            radius="xl"
            leftSection={<IconRobot size={16} />}
            loading={request.isPending}
            data-testid="bot-submit"
          >
            {t('bot.submit')}
          </Button>
        </Group>
        {outcome?.kind === 'answer' && (
          <Alert
            color={outcome.sent ? 'green' : 'blue'}
            variant="light"
            data-testid="bot-answer"
            data-sent={outcome.sent}
          >
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'short' && (
          <Alert color="yellow" variant="light" data-testid="bot-short">
            {t('bot.notEnough')}
          </Alert>
        )}
        {outcome?.kind === 'login' && (
          <Alert color="red" variant="light" data-testid="bot-login">
            <Trans
              t={t}
              i18nKey="bot.login"
              components={{
                login: <Anchor component={Link} to={paths.login()} inherit underline="always" />,
              }}
            />
          </Alert>
        )}
        {outcome?.kind === 'error' && (
          <Alert color="red" variant="light" data-testid="bot-error">
            {outcome.message}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
