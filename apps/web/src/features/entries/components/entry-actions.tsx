import { Button, Group } from '@mantine/core';
import { type EntryDetail, isMod } from '@regal/shared';
import { IconArrowDown, IconEdit, IconMovie } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrailerOverlay } from '../../../components/entries/trailer-overlay.tsx';
import { BUTTON_CLASS, ButtonInner } from '../../../components/plain-button/plain-button.tsx';
import { useSession } from '../../../lib/session.tsx';
import { FavoriteToggle } from '../../favorites/components/favorite-toggle.tsx';
import { ReportButton } from '../../reports/components/report-button.tsx';
import classes from './entry-actions.module.css';

/**
 * A jump within the page, not a navigation: no history step, so the back button still leaves the
 * entry (issue 20). The href keeps the jump working without JavaScript.
 */
function toReleases(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('releases');
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/*
 * Rendered on every detail page: the group, trailer and scroll buttons are plain elements wearing
 * Mantine's classes, their variables in entry-actions.module.css (issue 34). The moderators' edit
 * button stays Mantine's: the server renders pages as a guest's.
 */

/** Trailer, scroll-to-releases arrow and, for moderators, the edit button (spec §2, §6). */
export function EntryActions({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const { user } = useSession();
  const [trailer, setTrailer] = useState(false);

  return (
    <div className={`${Group.classes.root} ${classes.actions}`}>
      {entry.trailer && (
        <button
          type="button"
          className={`${BUTTON_CLASS} ${classes.trailer}`}
          data-with-left-section
          onClick={() => setTrailer(true)}
          data-testid="trailer-button"
        >
          <ButtonInner left={<IconMovie size={16} />}>{t('trailer.open')}</ButtonInner>
        </button>
      )}
      {/* biome-ignore lint/a11y/useValidAnchor: a jump within the page, which the href makes without JavaScript (toReleases). */}
      <a
        href="#releases"
        onClick={toReleases}
        className={`${BUTTON_CLASS} ${classes.toReleases}`}
        data-variant="light"
        data-with-left-section
        data-testid="to-releases"
      >
        <ButtonInner left={<IconArrowDown size={16} />}>{t('detail.toReleases')}</ButtonInner>
      </a>
      <FavoriteToggle entryId={entry.id} variant="button" />
      <ReportButton itemType="entry" uid={entry.uid} label={entry.title} />
      {isMod(user?.role) && (
        <Button
          component={Link}
          to={`/dashboard/entry/edit/${entry.id}`}
          radius="xl"
          variant="default"
          leftSection={<IconEdit size={16} />}
          data-testid="entry-edit"
        >
          {t('detail.edit')}
        </Button>
      )}
      {trailer && entry.trailer && (
        <TrailerOverlay trailer={entry.trailer} title={entry.title} onClose={() => setTrailer(false)} />
      )}
    </div>
  );
}
