import { Button } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { StatusPage } from './status-page.tsx';

interface NotFoundStateProps {
  /** Defaults to the generic "page not found" texts. */
  title?: string;
  text?: string;
}

/** The 404 screen: unknown paths, unknown types, missing entries. */
export function NotFoundState({ title, text }: NotFoundStateProps) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="not-found"
      code={t('notFound.code')}
      title={title ?? t('notFound.title')}
      text={text ?? t('notFound.text')}
      actions={
        <Button component={Link} to={paths.home()} size="md" radius="xl" leftSection={<IconHome size={18} />}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
