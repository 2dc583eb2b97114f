import { paginationWindow } from '@regal/shared';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './page-pagination.module.css';

interface PagePaginationProps {
  page: number;
  lastPage: number;
  /** The link to a page, so every page is a real, shareable URL. */
  hrefFor: (page: number) => string;
}

interface StepProps {
  to: string | null;
  label: string;
  testId: string;
  children: ReactNode;
}

function Step({ to, label, testId, children }: StepProps) {
  if (to === null) {
    return (
      <span className={classes.item} aria-disabled data-disabled title={label}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className={classes.item} aria-label={label} title={label} data-testid={testId}>
      {children}
    </Link>
  );
}

/** Page links in the spec's window: at most 20, reaching 7 pages beyond the current one (§9). */
export function PagePagination({ page, lastPage, hrefFor }: PagePaginationProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const pages = paginationWindow(page, lastPage);
  const hasPrev = page > 1;
  const hasNext = page < lastPage;

  return (
    <nav aria-label={t('pagination.label')} className={classes.root} data-testid="pagination">
      <Step to={hasPrev ? hrefFor(1) : null} label={t('pagination.first')} testId="pagination-first">
        <IconChevronsLeft size={16} />
      </Step>
      <Step to={hasPrev ? hrefFor(page - 1) : null} label={t('pagination.previous')} testId="pagination-prev">
        <IconChevronLeft size={16} />
      </Step>
      {pages.map((p) => (
        <Link
          key={p}
          to={hrefFor(p)}
          className={classes.item}
          aria-label={t('pagination.page', { page: p })}
          aria-current={p === page ? 'page' : undefined}
          data-testid={`pagination-page-${p}`}
        >
          {p}
        </Link>
      ))}
      <Step to={hasNext ? hrefFor(page + 1) : null} label={t('pagination.next')} testId="pagination-next">
        <IconChevronRight size={16} />
      </Step>
      <Step to={hasNext ? hrefFor(lastPage) : null} label={t('pagination.last')} testId="pagination-last">
        <IconChevronsRight size={16} />
      </Step>
    </nav>
  );
}
