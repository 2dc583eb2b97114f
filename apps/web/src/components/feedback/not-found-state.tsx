import { Button } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useHttpStatus } from '../../lib/render-context.tsx';
import { PageHead } from '../seo/page-head.tsx';
import { StatusPage } from './status-page.tsx';

interface NotFoundStateProps {
  /** Defaults to the generic "page not found" texts. */
  title?: string;
  text?: string;
  /** The HTTP status the server answers with: 404, or 503 when the page could not be read. */
  status?: number;
  /** Off where the route's own head stays (RouteMeta names it). */
  head?: boolean;
}

/** The 404 screen: unknown paths, unknown types, missing entries. */
export function NotFoundState({ title, text, status = 404, head = true }: NotFoundStateProps) {
  const { t } = useTranslation();
  useHttpStatus(status);
  const heading = title ?? t('notFound.title');
  const body = text ?? t('notFound.text');
  return (
    <>
      {head && <PageHead title={heading} description={body} noindex />}
      <StatusPage
        testId="not-found"
        code={t('notFound.code')}
        title={heading}
        text={body}
        actions={
          <Button
            component={Link}
            to={paths.home()}
            size="md"
            radius="xl"
            leftSection={<IconHome size={18} />}
          >
            {t('notFound.home')}
          </Button>
        }
      />
    </>
  );
}
