import { Button, Group } from '@mantine/core';
import { type EntryDetail, isMod } from '@regal/shared';
import { IconArrowDown, IconEdit, IconMovie } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrailerOverlay } from '../../../components/entries/trailer-overlay.tsx';
import { useSession } from '../../../lib/session.tsx';
import { FavoriteToggle } from '../../favorites/components/favorite-toggle.tsx';
import { ReportButton } from '../../reports/components/report-button.tsx';

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

/** Trailer, scroll-to-releases arrow and, for moderators, the edit button (spec §2, §6). */
export function EntryActions({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const { user } = useSession();
  const [trailer, setTrailer] = useState(false);

  return (
    <Group gap="sm">
      {entry.trailer && (
        <Button
          radius="xl"
          leftSection={<IconMovie size={16} />}
          onClick={() => setTrailer(true)}
          data-testid="trailer-button"
        >
          {t('trailer.open')}
        </Button>
      )}
      <Button
        component="a"
        href="#releases"
        onClick={toReleases}
        radius="xl"
        variant="light"
        leftSection={<IconArrowDown size={16} />}
        data-testid="to-releases"
      >
        {t('detail.toReleases')}
      </Button>
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
    </Group>
  );
}
