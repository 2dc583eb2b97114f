import { Input, InputWrapper } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { HEADER_ICON, SEARCH_FIELD, SEARCH_SUBMIT } from './header-controls.ts';
import classes from './search-box.module.css';

/** A marker unique per search, so searching the same text twice still counts as a new search. */
function uniqueMarker(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/*
 * What `<TextInput radius="xl" leftSection rightSection>` drew, as plain elements wearing Mantine's
 * Input classes (every public page draws the header's search, issue 34); the frame's variables are in
 * header-controls.module.css. The data attributes are the ones Mantine's Input sheet reads.
 */
const ROOT = InputWrapper.classes.root;
const FIELD = `${Input.classes.wrapper} ${SEARCH_FIELD}`;
const SECTION = Input.classes.section;
const INPUT = `${classes.input} ${Input.classes.input}`;

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
        <div className={ROOT} data-size="sm">
          <div
            className={FIELD}
            data-variant="default"
            data-size="sm"
            data-with-right-section="true"
            data-with-left-section="true"
          >
            <div data-position="left" className={SECTION}>
              <IconSearch size={16} />
            </div>
            <input
              className={INPUT}
              data-variant="default"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              placeholder={t('search.placeholder')}
              aria-label={t('search.label')}
              type="search"
              // biome-ignore lint/a11y/noAutofocus: the phone's search opens on request, for typing.
              autoFocus={autoFocus}
              data-testid={testId}
            />
            <div data-position="right" className={SECTION}>
              <button
                type="submit"
                className={SEARCH_SUBMIT}
                aria-label={t('search.submit')}
                data-testid={`${testId}-submit`}
              >
                <span className={HEADER_ICON}>
                  <IconArrowRight size={16} />
                </span>
              </button>
            </div>
          </div>
        </div>
      </form>
    </search>
  );
}
