import { Alert, Anchor, Group, Text } from '@mantine/core';
import type { EntryDetail } from '@regal/shared';
import {
  IconExternalLink,
  IconFileSearch,
  IconFlag,
  IconShoppingCartPlus,
  IconSpeakerphone,
  IconWorldDownload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSprite } from '../../../components/icon-sprite/icon-sprite.tsx';
import belowTheFold from '../../../components/layout/below-the-fold.module.css';
import { SectionHeader } from '../../../components/layout/section-header.tsx';
import { usePublicSettings } from '../../../components/share/use-public-settings.ts';
import classes from './entry-releases-section.module.css';
import { PlainCheckbox, QualityFilter } from './quality-filter.tsx';
import { isEpisodic, offersQualityFilter, QUALITIES, type Quality, qualityOf } from './release-tech.ts';
import { ReleasesTable } from './releases-table.tsx';
import { SeriesReleases } from './series-releases.tsx';

/** The icons every release row repeats (hoster links, NFO, report, cart), drawn once (issue 34). */
const ROW_ICONS = {
  'external-link': IconExternalLink,
  'file-search': IconFileSearch,
  flag: IconFlag,
  'shopping-cart-plus': IconShoppingCartPlus,
};
/** With the usenet search link each row has when the operator set one up. */
const ROW_ICONS_WITH_USENET = { ...ROW_ICONS, 'world-download': IconWorldDownload };

/** The releases of an entry: quality filter, table kind (series, movie, fuller movie) and ad link. */
export function EntryReleasesSection({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const settings = usePublicSettings().data;
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [full, setFull] = useState(false);

  const counts = Object.fromEntries(QUALITIES.map((q) => [q, 0])) as Record<Quality, number>;
  for (const release of entry.releases) counts[qualityOf(release)] += 1;
  const filterable = offersQualityFilter(entry.type, entry.releases);
  const shown =
    !filterable || qualities.length === 0
      ? entry.releases
      : entry.releases.filter((r) => qualities.includes(qualityOf(r)));
  const series = isEpisodic(entry);
  const usenet = settings?.usenet_search_url ?? null;

  return (
    <section
      aria-labelledby="releases"
      data-testid="entry-releases"
      id="releases-section"
      className={belowTheFold.section}
    >
      <SectionHeader id="releases" title={t('releases.count', { count: entry.releases.length })} />
      {entry.releases.length === 0 ? (
        <Alert variant="light" data-testid="releases-empty">
          {t('releases.empty')}
        </Alert>
      ) : (
        <>
          {/* Plain elements wearing Mantine's classes, their variables in the CSS module (issue 34). */}
          <div className={`${Group.classes.root} ${filterable ? classes.filters : classes.filtersEnd}`}>
            {filterable && <QualityFilter value={qualities} onChange={setQualities} counts={counts} />}
            {/* A checkbox, not Mantine's Switch: the Switch draws a div inside its <label>, which
                HTML does not allow (issue 36); the checkbox's label holds only its text. */}
            <PlainCheckbox
              checked={full}
              onChange={setFull}
              label={t('releases.fullTable')}
              testId="full-table-toggle"
            />
          </div>
          {settings?.ad_link && (
            <a
              href={settings.ad_link.url}
              target="_blank"
              rel="noopener noreferrer sponsored"
              className={`mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} ${classes.ad}`}
              data-underline="hover"
              data-testid="ad-link"
            >
              <IconSpeakerphone size={14} />
              <span className={`${Text.classes.root} ${classes.adLabel}`}>{t('releases.ad')}</span>
              {settings.ad_link.text}
            </a>
          )}
          {shown.length === 0 ? (
            <Alert variant="light" data-testid="releases-filtered-empty">
              {t('releases.filteredEmpty')}
            </Alert>
          ) : (
            <IconSprite icons={usenet ? ROW_ICONS_WITH_USENET : ROW_ICONS}>
              {series ? (
                <SeriesReleases releases={shown} entry={entry} full={full} usenetSearchUrl={usenet} />
              ) : (
                <ReleasesTable releases={shown} entry={entry} full={full} usenetSearchUrl={usenet} />
              )}
            </IconSprite>
          )}
        </>
      )}
    </section>
  );
}
