import { Button, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RequestItem } from '@regal/shared';
import { IconArrowDown, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { useVoteRequest } from '../api/votes.ts';

/** The REQ list's votes header: sorts the list by votes (`sortBy=votes`) or back to newest. */
export function RequestVotesHeader() {
  const { t } = useTranslation('votes');
  const [params, setParams] = useSearchParams();
  const active = params.get('sortBy') === 'votes';
  return (
    <UnstyledButton
      fz="sm"
      fw={700}
      onClick={() =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          if (active) next.delete('sortBy');
          else next.set('sortBy', 'votes');
          next.set('page', '1');
          return next;
        })
      }
      aria-pressed={active}
      data-testid="req-sort-votes"
    >
      {t('votes')} {active && <IconArrowDown size={12} aria-hidden />}
    </UnstyledButton>
  );
}

/** Votes of one open request; signed-in users vote once ('vote created' / 'Already voted'). */
export function RequestVoteButton({ item }: { item: RequestItem }) {
  const { t } = useTranslation('votes');
  const { isLoggedIn } = useSession();
  const vote = useVoteRequest();
  const open = item.filled_at === null;
  return (
    <Button
      size="compact-xs"
      variant={item.voted ? 'filled' : 'light'}
      leftSection={item.voted ? <IconThumbUpFilled size={12} /> : <IconThumbUp size={12} />}
      disabled={!open || !isLoggedIn || item.voted}
      title={!isLoggedIn ? t('loginToVote') : undefined}
      loading={vote.isPending}
      onClick={() =>
        vote.mutate(item.id, {
          onSuccess: (answer) => notifications.show({ color: 'teal', message: answer.message }),
          onError: (error) => notifications.show({ color: 'orange', message: error.message }),
        })
      }
      data-testid="req-vote"
      data-votes={item.votes}
    >
      {item.votes}
    </Button>
  );
}
