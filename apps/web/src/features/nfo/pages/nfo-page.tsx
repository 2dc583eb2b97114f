import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { NfoSearchPanel } from '../../../components/nfo-search/nfo-search-panel.tsx';

/** `nfo` (login required): the NFO search as a page; `?q=` starts a search right away. */
export function NfoPage() {
  const { t } = useTranslation('nfo');
  const [search] = useSearchParams();
  return (
    <PageContainer>
      <Stack gap="lg" maw={820} data-testid="nfo-page">
        <div>
          <Title order={1}>{t('pageTitle')}</Title>
          <Text c="dimmed" mt={4}>
            {t('pageIntro')}
          </Text>
        </div>
        <Paper withBorder radius="lg" p="lg">
          <NfoSearchPanel initialQuery={search.get('q') ?? ''} />
        </Paper>
      </Stack>
    </PageContainer>
  );
}
