import { ENTRY_TYPES } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../lib/paths.ts';
import classes from './type-nav.module.css';

/** One link per entry type (spec §3), German labels by default; scrolls sideways on small screens. */
export function TypeNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')} className={classes.nav} data-testid="type-nav">
      <ul className={classes.list}>
        {ENTRY_TYPES.map((type) => (
          <li key={type}>
            <NavLink to={paths.type(type)} className={classes.link} data-testid={`type-nav-${type}`}>
              {t(`typesPlural.${type}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
