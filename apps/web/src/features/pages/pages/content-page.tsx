import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@regal/shared';
import { IconLanguage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundState } from '../../../components/feedback/not-found-state.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { PageHead } from '../../../components/seo/page-head.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { SupportTickets } from '../../tickets/components/support-tickets.tsx';
import { usePage } from '../api/get-page.ts';
import classes from '../components/page-body.module.css';

function ContentPageView({ slug, after }: { slug: string; after?: ReactNode }) {
  const { t } = useTranslation('pages');
  const query = usePage(slug);
  const { t: tc } = useTranslation('common');
  const locale = currentLocale();

  if (query.isPending) {
    return (
      <PageContainer>
        <PageHead title={tc('meta.page.title')} description={tc('meta.page.description')} />
        <Stack gap="md" aria-busy>
          <Skeleton height={40} width="40%" />
          <Skeleton height={200} />
        </Stack>
      </PageContainer>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.namesNothing;
    return (
      <NotFoundState
        title={t(missing ? 'notFoundTitle' : 'errorTitle')}
        text={t(missing ? 'notFoundText' : 'errorText')}
        status={missing ? 404 : 503}
      />
    );
  }
  const page = query.data;
  return (
    <PageContainer>
      {/* Spec 02 (page SEO): the page's own title and description, else its title and the site's text. */}
      <PageHead
        title={page.seo.title || page.title}
        description={page.seo.description || tc('meta.page.description')}
      />
      <article data-testid="content-page" data-slug={page.slug}>
        <Title order={1} mb={4} data-testid="content-page-title">
          {page.title}
        </Title>
        <Text size="sm" c="dimmed" mb={page.lang === locale ? 'xl' : 'sm'}>
          {t('updated', { date: formatDate(page.updated_at) })}
        </Text>
        {page.lang !== locale && (
          // English mode, but the page has only its German text (decision 021).
          <Alert
            variant="light"
            color="gray"
            icon={<IconLanguage size={18} />}
            mb="xl"
            data-testid="content-page-only-german"
          >
            {t('onlyGerman')}
          </Alert>
        )}
        <div
          className={classes.body}
          lang={page.lang}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises bodies (page-body.ts)
          dangerouslySetInnerHTML={{ __html: page.body }}
          data-testid="content-page-body"
        />
      </article>
      {after && <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>{after}</div>}
    </PageContainer>
  );
}

/** `page/:slug`, and the fixed routes `privacy`, `term-of-service` and `support` (pass `slug`). */
export function ContentPage({ slug: fixed, after }: { slug?: string; after?: ReactNode }) {
  const params = useParams();
  const slug = fixed ?? params.slug ?? '';
  return <ContentPageView key={slug} slug={slug} after={after} />;
}

export const PrivacyPage = () => <ContentPage slug="privacy" />;
export const TermsPage = () => <ContentPage slug="term-of-service" />;
// The support page opens tickets below its text (issue 12).
export const SupportPage = () => <ContentPage slug="support" after={<SupportTickets />} />;
export const RulesPage = () => <ContentPage slug="rules" />;
