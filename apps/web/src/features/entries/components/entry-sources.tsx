import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { EntryDetail } from '@regal/shared';
import { IconExternalLink, IconLicense } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './entry-sources.module.css';

type Source = EntryDetail['options']['sources'][number];

/*
 * On every detail page: plain elements wearing Mantine's Stack, Text, Paper, Anchor, Group and Badge
 * classes, the variables and props Mantine wrote inline in entry-sources.module.css (issue 34). The
 * static `mantine-Badge-*` names stay on the light licence badge: global.css darkens its text by them
 * in the light scheme.
 */
const HEADING = `${Text.classes.root} ${classes.heading}`;
const SOURCE = `${Paper.classes.root} ${classes.source}`;
const LINK = `mantine-focus-auto ${Anchor.classes.root} ${classes.link} ${Text.classes.root}`;
const LICENSE_ROW = `${Group.classes.root} ${classes.licenseRow}`;
const LICENSE_LABEL = `${Text.classes.root} ${classes.licenseLabel}`;
const LICENSE = `${Badge.classes.root} mantine-Badge-root ${classes.license}`;
const LICENSE_TEXT = `${Badge.classes.label} mantine-Badge-label`;

/** The work's public sources and the licence each publishes it under. */
export function EntrySources({ sources }: { sources: Source[] }) {
  const { t } = useTranslation('entries');
  if (sources.length === 0) return null;

  return (
    <div className={`${Stack.classes.root} ${classes.sources}`} data-testid="entry-sources">
      <p className={HEADING}>{t('detail.sources')}</p>
      <div className={classes.list}>
        {sources.map((source) => (
          <div key={source.url} className={SOURCE} data-with-border data-testid="entry-source">
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className={LINK}
              data-underline="hover"
            >
              {source.label}
              <IconExternalLink size={14} />
            </a>
            <div className={LICENSE_ROW}>
              <IconLicense size={14} className={classes.icon} aria-hidden />
              <p className={LICENSE_LABEL}>{t('detail.license')}:</p>
              <div className={LICENSE} data-variant="light" data-size="sm" data-testid="entry-source-license">
                <span className={LICENSE_TEXT}>{source.license}</span>
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
