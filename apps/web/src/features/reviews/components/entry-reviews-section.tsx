import { Alert, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canSeeDashboard, type Review } from '@regal/shared';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
import belowTheFold from '../../../components/layout/below-the-fold.module.css';
import plainButton from '../../../components/plain-button/plain-button.module.css';
import { BUTTON_CLASS, ButtonInner } from '../../../components/plain-button/plain-button.tsx';
import { usePolicy } from '../../../lib/policy.ts';
import { useSession } from '../../../lib/session.tsx';
import { useMountedOnceOpened } from '../../../lib/use-mounted-once-opened.ts';
import { UserStrikeDialog } from '../../strikes/components/user-strike-dialog.tsx';
import { useDeleteReviews, useReviews } from '../api/reviews.ts';
import classes from './entry-reviews-section.module.css';
import { ReviewCard } from './review-card.tsx';
import { ReviewForm } from './review-form.tsx';

const PER_PAGE = 5;

/** The detail page's reviews: one's own review (write, edit, delete) and the entry's reviews paged. */
export function EntryReviewsSection({ entry }: { entry: { id: number; uid: string } }) {
  const { t } = useTranslation('reviews');
  const { user } = useSession();
  const policy = usePolicy();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const query = useReviews(entry.uid, { page, per_page: PER_PAGE });
  const remove = useDeleteReviews();
  const mine = query.data?.mine ?? null;
  const canWrite = policy.can('review.write');
  // Spec 02 §6: any signed-in user may strike the author of someone else's review.
  const canStrike = Boolean(user) && policy.can('strike.create');
  // Users may strike only plain users (the server refuses the rest); staff have their own rank rule.
  const viewerIsStaff = user ? canSeeDashboard(user.role) : false;
  const [striking, setStriking] = useState<{ id: number; name: string } | null>(null);

  const [deleting, setDeleting] = useState<Review | null>(null);
  // Not part of the page until a delete is asked for (issue 34; lib/use-mounted-once-opened.ts).
  const deleteDialog = useMountedOnceOpened(deleting !== null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { ids: [deleting.id] },
      {
        onSuccess: (answer) => notifications.show({ color: 'teal', message: answer.message }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const items = query.data?.items;
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      data-testid="entry-reviews"
      className={belowTheFold.section}
    >
      {/* Plain elements wearing Mantine's classes, their variables in the CSS module (issue 34). */}
      <div className={`${Stack.classes.root} ${classes.stack}`}>
        <div className={`${Group.classes.root} ${classes.head}`}>
          <h2 className={`${Title.classes.root} ${classes.title}`} data-order="2" id="reviews-title">
            {t('title')}
            {items && items.total > 0 ? ` (${items.total})` : ''}
          </h2>
        </div>
        {!user && (
          <Alert variant="light" icon={<IconStar size={18} />}>
            <div className={`${Group.classes.root} ${classes.login}`}>
              <p className={`${Text.classes.root} ${classes.sm}`}>{t('loginToReview')}</p>
              <Link
                to="/login"
                className={`${BUTTON_CLASS} ${plainButton.lightXs}`}
                data-variant="light"
                data-size="xs"
              >
                <ButtonInner>{t('login')}</ButtonInner>
              </Link>
            </div>
          </Alert>
        )}
        {user && canWrite && (!mine || editing) && (
          <ReviewForm
            key={mine?.id ?? 'new'}
            entryId={entry.id}
            existing={mine}
            onDone={mine ? () => setEditing(false) : undefined}
          />
        )}
        {user && !canWrite && (
          <p className={`${Text.classes.root} ${classes.dimmed}`}>{t('verifyToReview')}</p>
        )}
        {query.isError && <Alert color="red">{t('error')}</Alert>}
        {items && items.total === 0 && (
          <p className={`${Text.classes.root} ${classes.dimmed}`} data-testid="reviews-empty">
            {t('none')}
          </p>
        )}
        {items?.data.map((review) => {
          const own = review.user.id === user?.id;
          return (
            <ReviewCard
              key={review.id}
              review={review}
              onEdit={own ? () => setEditing(true) : undefined}
              onDelete={own || policy.canOnAll('review.write') ? () => setDeleting(review) : undefined}
              onStrike={
                canStrike && !own && (viewerIsStaff || !review.user.staff)
                  ? () =>
                      setStriking({
                        id: review.user.id,
                        name: review.user.displayname ?? review.user.username,
                      })
                  : undefined
              }
            />
          );
        })}
        <UserStrikeDialog target={striking} onClose={() => setStriking(null)} />
        {deleteDialog.mounted && (
          <ConfirmDialog
            opened={deleteDialog.opened}
            title={t('deleteConfirm.title')}
            message={t('deleteConfirm.text')}
            confirmLabel={t('delete')}
            danger
            loading={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
          />
        )}
        {items && items.last_page > 1 && (
          <Pagination total={items.last_page} value={page} onChange={setPage} size="sm" />
        )}
      </div>
    </section>
  );
}
