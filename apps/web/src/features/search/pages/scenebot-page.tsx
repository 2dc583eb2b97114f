import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import pageTitle from '../../../components/layout/page-title.module.css';
import { SceneBotPanel } from '../components/scene-bot-panel.tsx';
import { pageOf } from '../route-queries.ts';

/** `scenebot`: the scene-release bot view (spec §2): the bot request form and the newest scene releases. */
export function SceneBotPage() {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const page = pageOf(params);
  return (
    <PageContainer>
      <Stack gap="lg" data-testid="scenebot-page">
        <div>
          <Title order={1} className={pageTitle.title}>
            {t('tabs.scenebot')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('bot.pageIntro')}
          </Text>
        </div>
        <SceneBotPanel page={page} q="" marker="" hrefFor={(p) => `/scenebot?page=${p}`} />
      </Stack>
    </PageContainer>
  );
}
