import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import classes from './search-box.module.css';

/** A marker unique per search, so searching the same text twice still counts as a new search. */
function uniqueMarker(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface SearchBoxProps {
  testId?: string;
  autoFocus?: boolean;
  onSearched?: () => void;
}

/**
 * Spec §2: the search trigger resets types and page and goes to
 * `/search?page=1&q=<text>&f=<marker>`.
 */
export function SearchBox({ testId = 'search-input', autoFocus = false, onSearched }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');

  // On the search page the box shows what was searched for.
  useEffect(() => {
    if (location.pathname === '/search') setText(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.pathname, location.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.search(text.trim(), uniqueMarker()));
    onSearched?.();
  };

  return (
    <search className={classes.form}>
      <form onSubmit={submit}>
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          type="search"
          radius="xl"
          autoFocus={autoFocus}
          leftSection={<IconSearch size={16} />}
          rightSection={
            <ActionIcon
              type="submit"
              radius="xl"
              variant="filled"
              size="md"
              aria-label={t('search.submit')}
              data-testid={`${testId}-submit`}
            >
              <IconArrowRight size={16} />
            </ActionIcon>
          }
          classNames={{ input: classes.input }}
          data-testid={testId}
        />
      </form>
    </search>
  );
}
