import { Tabs } from '@mantine/core';
import { IconFlame, IconHandFinger, IconRobot, IconSearch, IconTrendingUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TABS, type SearchTab } from '../search-params.ts';

const ICONS: Record<SearchTab, ReactNode> = {
  search: <IconSearch size={15} />,
  trends: <IconTrendingUp size={15} />,
  popular: <IconFlame size={15} />,
  req: <IconHandFinger size={15} />,
  scenebot: <IconRobot size={15} />,
};

interface SearchTabsProps {
  tab: SearchTab;
  onChange: (tab: SearchTab) => void;
}

/** The default mask's tabs: the text search, then Trends, Popular, REQ and sceneBOT (spec §2). */
export function SearchTabs({ tab, onChange }: SearchTabsProps) {
  const { t } = useTranslation('search');
  return (
    <Tabs value={tab} onChange={(value) => value && onChange(value as SearchTab)} variant="pills" radius="xl">
      <Tabs.List aria-label={t('tabs.label')}>
        {SEARCH_TABS.map((value) => (
          <Tabs.Tab key={value} value={value} leftSection={ICONS[value]} data-testid={`search-tab-${value}`}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
