import { Alert, Button, Divider, Group, Modal, Rating, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePolicy } from '../../../lib/policy.ts';
import {
  useDecideStrike,
  useDeleteStrike,
  useMemberReviews,
  useSaveStrike,
  useUserStrikes,
} from '../api/strikes.ts';
import { StrikeList } from './strike-list.tsx';
import { checkedStrikeReason, StrikeReasonField } from './strike-reason-field.tsx';

/** A review shown in the dialog (the reviews table passes the user's reviews it has). */
export interface StrikeDialogReview {
  id: number | string;
  author: string;
  /** out of 10 */
  rating: number;
  title?: string | null;
  content: string;
}

export interface StrikeDialogProps {
  userId: number;
  opened: boolean;
  onClose: () => void;
  /** shown in the title when known */
  username?: string;
  /** the user's reviews (spec 02 §2: author, stars and n / 10, title, content) */
  reviews?: StrikeDialogReview[];
}

/**
 * Spec 02 §2 "Strike User": the user's strikes and reviews, a reason box (at least 10 characters,
 * else 'Bruh, give some more reasonable text... ' and nothing is sent) and, for admins, Clear Strike.
 * Reusable: the members table and the reviews table open it.
 */
export function StrikeDialog({ userId, opened, onClose, username, reviews }: StrikeDialogProps) {
  const { t } = useTranslation('strikes');
  const policy = usePolicy();
  const strikes = useUserStrikes(userId, opened);
  const save = useSaveStrike();
  const clear = useDeleteStrike();
  const decide = useDecideStrike();
  // Spec 02 §2 lists strikes *and* reviews: without reviews handed in (the member list), the dialog
  // loads the member's newest reviews itself.
  const loaded = useMemberReviews(userId, opened && !reviews && policy.can('review.list'));
  const shownReviews: StrikeDialogReview[] | undefined =
    reviews ??
    loaded.data?.items.data.map((review) => ({
      id: review.id,
      author: review.user.displayname ?? review.user.username,
      rating: review.rating,
      title: review.title,
      content: review.content,
    }));
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const submit = () => {
    const checked = checkedStrikeReason(reason, setNotice);
    if (checked === null) return;
    save.mutate(
      { user_id: userId, reason: checked },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'orange', message: answer.message });
          setReason('');
        },
        onError: (error) => setNotice(error.message),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Title order={3}>{t('dialog.title')}</Title>}
      size="lg"
      data-testid="strike-dialog"
    >
      <Stack gap="md">
        {username && (
          <Text size="sm" c="dimmed">
            {t('dialog.user', { name: username, count: strikes.data?.items.length ?? 0 })}
          </Text>
        )}
        {strikes.data?.restricted && (
          <Alert color="orange" variant="light">
            {t('dialog.restricted', { limit: strikes.data.limit })}
          </Alert>
        )}
        <StrikeList
          items={strikes.data?.items}
          isLoading={strikes.isPending}
          error={strikes.error}
          clearing={clear.isPending}
          deciding={decide.isPending}
          onDecide={
            policy.can('strike.moderate')
              ? (strike, decision) =>
                  decide.mutate(
                    { id: strike.id, decision },
                    {
                      onSuccess: (answer) => notifications.show({ color: 'teal', message: answer.message }),
                      onError: (error) => notifications.show({ color: 'red', message: error.message }),
                    },
                  )
              : undefined
          }
          onClear={
            policy.can('strike.delete')
              ? (strike) =>
                  clear.mutate(strike.id, {
                    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
                    onError: (error) => notifications.show({ color: 'red', message: error.message }),
                  })
              : undefined
          }
        />
        {shownReviews && (
          <>
            <Divider label={t('dialog.reviews')} labelPosition="left" />
            {shownReviews.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('dialog.noReviews')}
              </Text>
            ) : (
              shownReviews.map((review) => (
                <Stack key={review.id} gap={2} data-testid="strike-review">
                  <Group gap="xs">
                    <Text size="sm" fw={600}>
                      {review.author}
                    </Text>
                    <Rating value={review.rating / 2} fractions={2} readOnly size="xs" />
                    <Text size="xs" c="dimmed">
                      {review.rating} / 10
                    </Text>
                  </Group>
                  {review.title && (
                    <Text size="sm" fw={500}>
                      {review.title}
                    </Text>
                  )}
                  <Text size="sm">{review.content}</Text>
                </Stack>
              ))
            )}
          </>
        )}
        {policy.can('strike.create') && (
          <>
            <Divider label={t('dialog.add')} labelPosition="left" />
            <StrikeReasonField reason={reason} onChange={setReason} notice={notice} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('close')}
              </Button>
              <Button color="orange" onClick={submit} loading={save.isPending} data-testid="strike-submit">
                {t('dialog.submit')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
