import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FeedAlternate, feedPaths } from '../../../components/feed/feed-alternate.tsx';
import { FeedAnchor } from '../../../components/feed/feed-anchor.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import pageTitle from '../../../components/layout/page-title.module.css';
import { toSearchApiQuery } from '../api/get-search.ts';
import { EntryFilters } from '../components/entry-filters.tsx';
import { MaskSwitch } from '../components/mask-switch.tsx';
import { SceneBotPanel } from '../components/scene-bot-panel.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { SearchTabs } from '../components/search-tabs.tsx';
import { SearchTextForm } from '../components/search-text-form.tsx';
import { TypeButtons } from '../components/type-buttons.tsx';
import {
  changed,
  readSearchState,
  type SearchState,
  switchedMask,
  toSearchString,
  typeOptionsOf,
  uniqueMarker,
} from '../search-params.ts';

/**
 * `/search`: the default mask (tabs, text, Type and Genre, sort, entry grid), the release mask and
 * the 0day mask (spec §2). Every choice is in the URL; the header's search lands here with a new `f`.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = readSearchState(params);
  // A change starts from the address as it is at the click, not from this render: while a search
  // is on its way the router keeps showing the previous page (a transition), whose state lacks it.
  const current = () => readSearchState(new URLSearchParams(window.location.search));
  const go = (next: Partial<SearchState>) => navigate({ search: changed(current(), next) });
  const hrefFor = (page: number) => `/search${toSearchString({ ...state, page })}`;
  const textLabel = state.mask === 'entries' ? t('text.entries') : t('text.releases');
  const apiQuery = toSearchApiQuery(state);
  // Entry searches have a feed (the same search, newest first); release masks and lists do not.
  const feed = apiQuery.mode === 'entries' ? feedPaths.search(apiQuery) : null;

  return (
    <PageContainer>
      {feed && <FeedAlternate href={feed} title={t('common:feed.search')} />}
      <Stack gap="lg" data-testid="search-page" data-mask={state.mask} data-tab={state.tab}>
        <Group justify="space-between" align="end" gap="md">
          <div>
            <Title order={1} className={pageTitle.title}>
              {state.q ? t('titleFor', { q: state.q }) : t('title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t(`intro.${state.mask}`)}
            </Text>
            {feed && <FeedAnchor href={feed} label={t('common:feed.searchLink')} />}
          </div>
          <MaskSwitch
            mask={state.mask}
            onChange={(mask) => navigate({ search: switchedMask(current(), mask) })}
          />
        </Group>
        {state.mask === 'entries' && <SearchTabs tab={state.tab} onChange={(tab) => go({ tab })} />}
        {state.tab === 'scenebot' ? (
          <SceneBotPanel page={state.page} q={state.q} marker={state.f} hrefFor={hrefFor} />
        ) : (
          <>
            <Group gap="sm" align="center" wrap="wrap">
              <SearchTextForm
                key={`${state.q}|${state.f}`}
                initial={state.q}
                inRow
                label={textLabel}
                placeholder={t(
                  state.mask === 'entries' ? 'text.entriesPlaceholder' : 'text.releasesPlaceholder',
                )}
                onSearch={(q) => go({ q, f: uniqueMarker() })}
              />
              {state.mask === 'entries' && state.tab !== 'req' && (
                <EntryFilters state={state} withSort={state.tab === 'search'} onChange={go} />
              )}
            </Group>
            {state.mask !== 'entries' && (
              <TypeButtons
                mask={state.mask}
                options={typeOptionsOf(state.mask)}
                value={state.types}
                onChange={(types) => go({ types })}
              />
            )}
            <SearchResults query={apiQuery} marker={state.f} hrefFor={hrefFor} />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
