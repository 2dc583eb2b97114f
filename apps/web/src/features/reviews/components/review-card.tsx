import { ActionIcon, Group, Paper, Rating, Stack, Text, Tooltip } from '@mantine/core';
import { formatDateTime, REVIEW_RATING_MAX, type Review } from '@regal/shared';
import { IconEdit, IconFlag, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './review-card.module.css';

interface ReviewCardProps {
  review: Review;
  onEdit?: () => void;
  onDelete?: () => void;
  /** a signed-in user on someone else's review: opens the strike dialog (spec 02 §6) */
  onStrike?: () => void;
  /** shows the entry's title (own reviews list) */
  showEntry?: boolean;
}

/*
 * A detail page renders up to five: the card's Paper, Stack, Groups and Texts are plain elements
 * wearing Mantine's classes, the variables and props Mantine wrote inline in review-card.module.css
 * (issue 34). The stars (Rating) and the signed-in user's buttons with their tooltips stay Mantine's.
 */
const TEXT = Text.classes.root;
const ROW = `${Group.classes.root} ${classes.head}`;

/** One review: stars and n / 10, title, content, author and date (spec 02 §2). */
export function ReviewCard({ review, onEdit, onDelete, onStrike, showEntry = false }: ReviewCardProps) {
  const { t } = useTranslation('reviews');
  return (
    <div className={`${Paper.classes.root} ${classes.card}`} data-with-border data-testid="review-card">
      <div className={`${Stack.classes.root} ${classes.stack}`}>
        <div className={ROW}>
          <div className={classes.titles}>
            {showEntry && (
              <p className={`${TEXT} ${classes.entry}`} data-truncate>
                {review.entry.title}
              </p>
            )}
            <p className={`${TEXT} ${classes.title}`} data-line-clamp>
              {review.title}
            </p>
          </div>
          <div className={`${Group.classes.root} ${classes.tools}`}>
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
          </div>
        </div>
        <div className={`${Group.classes.root} ${classes.rating}`}>
          <Rating value={review.rating} count={REVIEW_RATING_MAX} readOnly size="xs" aria-hidden />
          <p className={`${TEXT} ${classes.outOf}`} data-testid="review-rating">
            {t('outOf', { rating: review.rating, max: REVIEW_RATING_MAX })}
          </p>
        </div>
        <p className={`${TEXT} ${classes.content}`}>{review.content}</p>
        <p className={`${TEXT} ${classes.byline}`}>
          {t('byline', {
            author: review.user.displayname ?? review.user.username,
            date: formatDateTime(review.updated_at),
          })}
        </p>
      </div>
    </div>
  );
}
