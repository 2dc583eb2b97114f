import { ENTRY_TYPES, type EntryType } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { usePrefetchLink } from '../../lib/route-prefetch.ts';
import classes from './type-nav.module.css';

function TypeLink({ type, label }: { type: EntryType; label: string }) {
  const to = paths.type(type);
  const prefetch = usePrefetchLink(to);
  return (
    <NavLink to={to} {...prefetch} className={classes.link} data-testid={`type-nav-${type}`}>
      {label}
    </NavLink>
  );
}

/** One link per entry type (spec §3), German labels by default; scrolls sideways on small screens. */
export function TypeNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')} className={classes.nav} data-testid="type-nav">
      <ul className={classes.list}>
        {ENTRY_TYPES.map((type) => (
          <li key={type}>
            <TypeLink type={type} label={t(`typesPlural.${type}`)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
