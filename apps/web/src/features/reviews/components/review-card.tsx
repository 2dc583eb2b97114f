import { ActionIcon, Group, Paper, Rating, Stack, Text, Tooltip } from '@mantine/core';
import { formatDateTime, REVIEW_RATING_MAX, type Review } from '@regal/shared';
import { IconEdit, IconFlag, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ReviewCardProps {
  review: Review;
  onEdit?: () => void;
  onDelete?: () => void;
  /** a signed-in user on someone else's review: opens the strike dialog (spec 02 §6) */
  onStrike?: () => void;
  /** shows the entry's title (own reviews list) */
  showEntry?: boolean;
}

/** One review: stars and n / 10, title, content, author and date (spec 02 §2). */
export function ReviewCard({ review, onEdit, onDelete, onStrike, showEntry = false }: ReviewCardProps) {
  const { t } = useTranslation('reviews');
  return (
    <Paper withBorder radius="md" p="md" data-testid="review-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            {showEntry && (
              <Text size="xs" c="dimmed" truncate>
                {review.entry.title}
              </Text>
            )}
            <Text fw={700} lineClamp={2}>
              {review.title}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            {onStrike && (
              <Tooltip label={t('strike')}>
                <ActionIcon
                  variant="subtle"
                  color="orange"
                  aria-label={t('strike')}
                  onClick={onStrike}
                  data-testid="review-strike"
                >
                  <IconFlag size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {onEdit && (
              <Tooltip label={t('edit')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('edit')}
                  onClick={onEdit}
                  data-testid="review-edit"
                >
                  <IconEdit size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {onDelete && (
              <Tooltip label={t('delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('delete')}
                  onClick={onDelete}
                  data-testid="review-delete"
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        <Group gap="xs">
          <Rating value={review.rating} count={REVIEW_RATING_MAX} readOnly size="xs" aria-hidden />
          <Text size="sm" fw={600} data-testid="review-rating">
            {t('outOf', { rating: review.rating, max: REVIEW_RATING_MAX })}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.content}
        </Text>
        <Text size="xs" c="dimmed">
          {t('byline', {
            author: review.user.displayname ?? review.user.username,
            date: formatDateTime(review.updated_at),
          })}
        </Text>
      </Stack>
    </Paper>
  );
}
