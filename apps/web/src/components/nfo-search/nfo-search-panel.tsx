import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { nfoSearchQuery } from '@regal/shared';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { NfoResultItem } from './nfo-result-item.tsx';
import { useNfoSearch } from './search-nfo.ts';

/**
 * The NFO search (spec §2): the query's season marker becomes a wildcard (`S01` → `S01*`), the
 * server asks xREL, 429 shows the limit text with 'Erneut suchen', nothing found 'Keine Ergebnisse'.
 */
export function NfoSearchPanel({ initialQuery = '' }: { initialQuery?: string }) {
  const { t } = useTranslation('nfo');
  const [input, setInput] = useState(initialQuery);
  const [query, setQuery] = useState(() => nfoSearchQuery(initialQuery));
  const search = useNfoSearch(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = nfoSearchQuery(input);
    if (next === query) void search.refetch();
    else setQuery(next);
  };

  const limited = search.isError && isApiError(search.error) && search.error.status === 429;

  return (
    <Stack gap="md" data-testid="nfo-search">
      <form onSubmit={submit}>
        <TextInput
          label={t('label')}
          description={t('hint')}
          placeholder={t('placeholder')}
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          rightSection={
            <Button
              type="submit"
              size="compact-sm"
              variant="subtle"
              aria-label={t('submit')}
              data-testid="nfo-submit"
            >
              <IconSearch size={16} />
            </Button>
          }
          rightSectionWidth={48}
          data-testid="nfo-input"
        />
      </form>
      {query && (
        <Text size="xs" c="dimmed" data-testid="nfo-query">
          {t('searchingFor', { query })}
        </Text>
      )}
      {search.isFetching && <Loader size="sm" mx="auto" data-testid="nfo-loading" />}
      {!search.isFetching && limited && (
        <Alert color="orange" variant="light" data-testid="nfo-limit">
          <Text size="sm">{t('limit')}</Text>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void search.refetch()}
            data-testid="nfo-retry"
          >
            {t('retry')}
          </Button>
        </Alert>
      )}
      {!search.isFetching && search.isError && !limited && (
        <Alert color="red" variant="light" data-testid="nfo-error">
          {isApiError(search.error) ? search.error.message : t('error')}
        </Alert>
      )}
      {!search.isFetching && search.data?.results.length === 0 && (
        <Text c="dimmed" ta="center" py="md" data-testid="nfo-empty">
          {t('empty')}
        </Text>
      )}
      {search.data && search.data.results.length > 0 && (
        <Stack gap="xs" data-testid="nfo-results">
          {search.data.results.map((result) => (
            <NfoResultItem key={`${result.kind}-${result.id}`} result={result} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
