import { Button, Group, Input, Paper, Rating, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REVIEW_CONTENT_MIN, REVIEW_RATING_MAX, REVIEW_TITLE_MIN, type Review } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSaveReview } from '../api/reviews.ts';

interface ReviewFormProps {
  entryId: number;
  existing: Review | null;
  onDone?: () => void;
}

/** Write or edit one's review of an entry (one per user and entry). */
export function ReviewForm({ entryId, existing, onDone }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const save = useSaveReview();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [content, setContent] = useState(existing?.content ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const local: Record<string, string> = {};
    if (rating < 1) local.rating = t('form.ratingMissing');
    if (title.trim().length < REVIEW_TITLE_MIN) local.title = t('form.titleShort', { min: REVIEW_TITLE_MIN });
    if (content.trim().length < REVIEW_CONTENT_MIN)
      local.content = t('form.contentShort', { min: REVIEW_CONTENT_MIN });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    save.mutate(
      { entry_id: entryId, rating, title, content },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: answer.message });
          onDone?.();
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.errors).length > 0) setErrors(error.errors);
          notifications.show({ color: 'red', message: error.message });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="review-form">
      <Stack gap="sm">
        <Text fw={700}>{existing ? t('form.editTitle') : t('form.newTitle')}</Text>
        <Input.Wrapper label={t('form.rating')} error={errors.rating} required>
          <Group gap="xs">
            <Rating
              value={rating}
              onChange={setRating}
              count={REVIEW_RATING_MAX}
              data-testid="review-form-rating"
            />
            <Text size="sm" c="dimmed">
              {rating > 0 ? t('outOf', { rating, max: REVIEW_RATING_MAX }) : t('form.pick')}
            </Text>
          </Group>
        </Input.Wrapper>
        <TextInput
          label={t('form.title')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          maxLength={150}
          required
          data-testid="review-form-title"
        />
        <Textarea
          label={t('form.content')}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          error={errors.content}
          autosize
          minRows={3}
          maxLength={5000}
          required
          data-testid="review-form-content"
        />
        <Group justify="flex-end">
          {onDone && existing && (
            <Button variant="default" onClick={onDone}>
              {t('form.cancel')}
            </Button>
          )}
          <Button onClick={submit} loading={save.isPending} data-testid="review-form-submit">
            {existing ? t('form.update') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
