import { Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { usePublicSettings } from '../share/use-public-settings.ts';
import classes from './logo.module.css';

/** What `<Text component="span" className={classes.word}>` drew: the header and the footer show it. */
const WORD = `${classes.word} ${Text.classes.root}`;

export function Logo() {
  const { t } = useTranslation();
  // The operator's site name (app settings), the built-in one until it is loaded.
  const settings = usePublicSettings();
  return (
    <Link
      to={paths.home()}
      className={classes.logo}
      aria-label={`${t('app.name')} – ${t('nav.home')}`}
      data-testid="logo"
    >
      <span className={classes.mark} aria-hidden>
        <IconCrown size={18} stroke={2.2} />
      </span>
      <span className={WORD}>{settings.data?.site_name || t('app.name')}</span>
    </Link>
  );
}
