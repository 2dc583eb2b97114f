import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import pageTitle from '../../../components/layout/page-title.module.css';
import { PagePagination } from '../../../components/pagination/page-pagination.tsx';
import { useActorSearch } from '../api/get-actor-search.ts';
import { ActorResults } from '../components/actor-results.tsx';
import { EmptyResults, ErrorResults } from '../components/list-states.tsx';
import { ResultsSummary } from '../components/results-summary.tsx';
import { SearchTextForm } from '../components/search-text-form.tsx';
import { actorSearchParamsOf } from '../route-queries.ts';

const hrefOf = (page: number, q: string) =>
  `/search/actors?${new URLSearchParams({ page: String(page), ...(q ? { q } : {}) })}`;

/** `search/actors`: people by name with their entry counts, 21 a page. */
export function ActorSearchPage() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { q, page } = actorSearchParamsOf(params);
  const search = useActorSearch({ q, page });
  const result = search.data;

  return (
    <PageContainer>
      <Stack gap="lg" data-testid="actor-search-page">
        <div>
          <Title order={1} className={pageTitle.title}>
            {q ? t('actors.titleFor', { q }) : t('actors.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('actors.intro')}
          </Text>
        </div>
        <SearchTextForm
          key={q}
          initial={q}
          label={t('actors.label')}
          placeholder={t('actors.placeholder')}
          onSearch={(text) => navigate(hrefOf(1, text))}
          testId="actor-text"
        />
        {search.isError ? (
          <ErrorResults message={search.error.message} onRetry={() => void search.refetch()} />
        ) : result?.total === 0 ? (
          <EmptyResults text={t('actors.empty')} />
        ) : (
          <Stack gap="md">
            {result && <ResultsSummary from={result.from} to={result.to} total={result.total} />}
            <ActorResults actors={result?.data} stale={search.isPlaceholderData} />
            {result && (
              <PagePagination
                page={result.current_page}
                lastPage={result.last_page}
                hrefFor={(p) => hrefOf(p, q)}
              />
            )}
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
