import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sceneBotQuery } from '../route-queries.ts';
import { BotRequestForm } from './bot-request-form.tsx';
import { SearchResults } from './search-results.tsx';

interface SceneBotPanelProps {
  page: number;
  q: string;
  marker: string;
  hrefFor: (page: number) => string;
}

/** The scene-release bot view: ask the bot for a release, and the newest scene releases it brought. */
export function SceneBotPanel({ page, q, marker, hrefFor }: SceneBotPanelProps) {
  const { t } = useTranslation('search');
  const query = sceneBotQuery(page, q);
  return (
    <Stack gap="lg" data-testid="scenebot">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('bot.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('bot.intro')}
          </Text>
          <BotRequestForm />
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('bot.newest')}
        </Title>
        <SearchResults query={query} marker={marker} hrefFor={hrefFor} emptyText={t('bot.empty')} />
      </Stack>
    </Stack>
  );
}
