import { ActionIcon, Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './app-header.module.css';
import { DeferredLanguageSwitch } from './deferred-language-switch.tsx';
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

export function AppHeader({ appsMenu, cartMenu, notificationsMenu, userMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const [searchOpen, search] = useDisclosure(false);

  return (
    <header className={classes.header} data-testid="app-header">
      <div className={classes.inner}>
        <div className={classes.top}>
          <Logo />
          <div className={classes.search}>
            <SearchBox />
          </div>
          <div className={classes.actions}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              radius="xl"
              hiddenFrom="sm"
              aria-label={t('search.label')}
              aria-expanded={searchOpen}
              onClick={search.toggle}
              data-testid="mobile-search-toggle"
            >
              {searchOpen ? <IconX size={20} /> : <IconSearch size={20} />}
            </ActionIcon>
            {appsMenu}
            {cartMenu}
            {notificationsMenu}
            <DeferredLanguageSwitch />
            <ThemeToggle />
            {userMenu}
          </div>
        </div>
        <Collapse expanded={searchOpen} hiddenFrom="sm">
          <div className={classes.mobileSearch}>
            {searchOpen && <SearchBox testId="mobile-search-input" autoFocus onSearched={search.close} />}
          </div>
        </Collapse>
        <TypeNav />
      </div>
    </header>
  );
}
