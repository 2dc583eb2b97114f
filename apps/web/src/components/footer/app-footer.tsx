import { Anchor, Group, Text } from '@mantine/core';
import { APP_VERSION } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { Logo } from '../header/logo.tsx';
import classes from './app-footer.module.css';

const LINKS = [
  { key: 'footer.privacy', to: paths.privacy(), testId: 'footer-privacy' },
  { key: 'footer.terms', to: paths.terms(), testId: 'footer-terms' },
  { key: 'footer.support', to: paths.support(), testId: 'footer-support' },
  { key: 'footer.about', to: paths.page('about'), testId: 'footer-about' },
] as const;

/*
 * Every public page draws the footer: plain elements wearing Mantine's Text, Group and Anchor classes,
 * the variables Mantine wrote inline in app-footer.module.css (issue 34, as the header's controls).
 */
const TAGLINE = `${Text.classes.root} ${classes.tagline}`;
const LINK_LIST = `${Group.classes.root} ${classes.links}`;
const LINK = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} ${classes.link}`;
const VERSION = `${Text.classes.root} ${classes.version}`;

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer} data-testid="app-footer">
      <div className={classes.inner}>
        <div className={classes.brand}>
          <Logo />
          <p className={TAGLINE}>{t('app.tagline')}</p>
        </div>
        <nav aria-label={t('footer.legal')} className={LINK_LIST}>
          {LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={LINK}
              data-underline="hover"
              data-testid={link.testId}
            >
              {t(link.key)}
            </Link>
          ))}
        </nav>
        <p className={VERSION} data-testid="app-version">
          {t('footer.version', { version: APP_VERSION })}
        </p>
      </div>
    </footer>
  );
}
