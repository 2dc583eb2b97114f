import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Poll } from '@regal/shared';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { usePolls, useVotePoll } from '../api/votes.ts';

function PollCard({ poll }: { poll: Poll }) {
  const { t } = useTranslation('votes');
  const { isLoggedIn } = useSession();
  const vote = useVotePoll();
  const showResults = poll.my_vote !== null || poll.closed_at !== null || !isLoggedIn;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="poll">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="lg">
            {poll.question}
          </Title>
          {poll.closed_at && <Badge color="gray">{t('closed')}</Badge>}
        </Group>
        {poll.options.map((option) => {
          const share = poll.votes > 0 ? Math.round((option.votes / poll.votes) * 100) : 0;
          return showResults ? (
            <Stack key={option.id} gap={2}>
              <Group justify="space-between">
                <Text size="sm" fw={poll.my_vote === option.id ? 700 : 400}>
                  {option.label}{' '}
                  {poll.my_vote === option.id && <IconCheck size={12} aria-label={t('yourVote')} />}
                </Text>
                <Text size="xs" c="dimmed">
                  {share} % · {option.votes}
                </Text>
              </Group>
              <Progress value={share} size="sm" aria-label={option.label} />
            </Stack>
          ) : (
            <Button
              key={option.id}
              variant="light"
              justify="flex-start"
              loading={vote.isPending && vote.variables?.option_id === option.id}
              onClick={() =>
                vote.mutate(
                  { poll_id: poll.id, option_id: option.id },
                  {
                    onSuccess: (answer) => notifications.show({ color: 'teal', message: answer.message }),
                    onError: (error) => notifications.show({ color: 'orange', message: error.message }),
                  },
                )
              }
              data-testid="poll-option"
            >
              {option.label}
            </Button>
          );
        })}
        <Text size="xs" c="dimmed">
          {t('total', { count: poll.votes })}
          {!isLoggedIn && !poll.closed_at ? ` · ${t('loginToVote')}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}

/** The community page's votes: staff polls and a link to vote on open requests. */
export function CommunityPolls() {
  const { t } = useTranslation('votes');
  const query = usePolls();
  return (
    <Stack gap="md" data-testid="community-votes">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t('title')}</Title>
        <Button
          component={Link}
          to="/search?tab=req&sortBy=votes"
          variant="light"
          data-testid="community-req-votes"
        >
          {t('requests')}
        </Button>
      </Group>
      {query.data && query.data.items.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('none')}
        </Text>
      )}
      {query.data?.items.map((poll) => (
        <PollCard key={poll.id} poll={poll} />
      ))}
    </Stack>
  );
}
