import { Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './app-header.module.css';
import { DeferredLanguageSwitch } from './deferred-language-switch.tsx';
import { HEADER_ICON, HEADER_ICON_BUTTON } from './header-controls.ts';
import { Logo } from './logo.tsx';
import { SearchBox } from './search-box.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { TypeNav } from './type-nav.tsx';

interface AppHeaderProps {
  /** Feature-owned pieces, composed in by the app layout. */
  appsMenu?: ReactNode;
  cartMenu?: ReactNode;
  notificationsMenu?: ReactNode;
  userMenu?: ReactNode;
}

/**
 * The phone's search under the header's top row. Mounted on the first open (a closed one drew an
 * empty collapse on every page), collapsed at first and expanded right after, so that open slides
 * in as every later one does.
 */
function MobileSearch({ opened, onSearched }: { opened: boolean; onSearched: () => void }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Collapse expanded={opened && mounted} hiddenFrom="sm">
      <div className={classes.mobileSearch}>
        {opened && <SearchBox testId="mobile-search-input" autoFocus onSearched={onSearched} />}
      </div>
    </Collapse>
  );
}

export function AppHeader({ appsMenu, cartMenu, notificationsMenu, userMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const [searchOpen, search] = useDisclosure(false);
  const [searchUsed, setSearchUsed] = useState(false);

  return (
    <header className={classes.header} data-testid="app-header">
      <div className={classes.inner}>
        <div className={classes.top}>
          <Logo />
          <div className={classes.search}>
            <SearchBox />
          </div>
          <div className={classes.actions}>
            <button
              type="button"
              className={`${HEADER_ICON_BUTTON} mantine-hidden-from-sm`}
              aria-label={t('search.label')}
              aria-expanded={searchOpen}
              onClick={() => {
                setSearchUsed(true);
                search.toggle();
              }}
              data-testid="mobile-search-toggle"
            >
              <span className={HEADER_ICON}>
                {searchOpen ? <IconX size={20} /> : <IconSearch size={20} />}
              </span>
            </button>
            {appsMenu}
            {cartMenu}
            {notificationsMenu}
            <DeferredLanguageSwitch />
            <ThemeToggle />
            {userMenu}
          </div>
        </div>
        {searchUsed && <MobileSearch opened={searchOpen} onSearched={search.close} />}
        <TypeNav />
      </div>
    </header>
  );
}
