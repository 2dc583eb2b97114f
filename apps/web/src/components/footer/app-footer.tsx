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

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer} data-testid="app-footer">
      <div className={classes.inner}>
        <div className={classes.brand}>
          <Logo />
          <Text size="sm" c="dimmed" maw={420}>
            {t('app.tagline')}
          </Text>
        </div>
        <Group gap="lg" component="nav" aria-label={t('footer.legal')} className={classes.links}>
          {LINKS.map((link) => (
            <Anchor
              key={link.to}
              component={Link}
              to={link.to}
              size="sm"
              c="dimmed"
              className={classes.link}
              data-testid={link.testId}
            >
              {t(link.key)}
            </Anchor>
          ))}
        </Group>
        <Text size="xs" c="dimmed" className={classes.version} data-testid="app-version">
          {t('footer.version', { version: APP_VERSION })}
        </Text>
      </div>
    </footer>
  );
}
