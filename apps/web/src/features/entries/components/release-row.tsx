import { Badge, Table, Text } from '@mantine/core';
import { type EntryCard, formatBytes, type Release, toShortLanguageCodes } from '@regal/shared';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button.tsx';
import { SpriteIcon } from '../../../components/icon-sprite/sprite-icon.tsx';
import { NfoSearchButton } from '../../../components/nfo-search/nfo-search-button.tsx';
import stacked from '../../../components/stacked-table/stacked-table.module.css';
import { currentLocale } from '../../../lib/i18n.ts';
import { ReportButton } from '../../reports/components/report-button.tsx';
import { ReleaseMirrors } from './release-mirrors.tsx';
import { techOf } from './release-tech.ts';
import classes from './releases-table.module.css';

interface ReleaseRowProps {
  release: Release;
  entry: EntryCard;
  /** The fuller movie table adds resolution, audio, source and codec. */
  full: boolean;
  usenetSearchUrl: string | null;
  /** Shown before the name in series tables ("E03"). */
  prefix?: string | undefined;
}

/*
 * A detail page draws one row per release, and Mantine's Table.Tr/Td, Text, Badge and Group resolved
 * their styles per element on every server render: most of a page miss (issue 34). The row is plain
 * elements wearing Mantine's own classes (`X.classes`, so its sheet styles them as before), with the
 * variables Mantine wrote inline moved to releases-table.module.css. The row's table sets
 * `highlightOnHover` and keeps row borders, which Table.Tr read from its context: hence the two data
 * attributes. The static `mantine-Badge-*` names stay on the language badges: global.css darkens light
 * badges' text by them in the light scheme (contrast).
 */
const TD = Table.classes.td;
const NOWRAP = `${TD} ${classes.nowrap}`;
const TITLE = `${Text.classes.root} ${classes.fulltitle}`;
const EPISODE = `${Badge.classes.root} ${classes.episode}`;
const LANGUAGE = `${Badge.classes.root} mantine-Badge-root ${classes.language}`;
const LANGUAGE_LABEL = `${Badge.classes.label} mantine-Badge-label`;

/** One release: name with its mirrors, NFO search, language, size, group, [tech], cart. */
export function ReleaseRow({ release, entry, full, usenetSearchUrl, prefix }: ReleaseRowProps) {
  const languages = toShortLanguageCodes(release.lang);
  const tech = full ? techOf(release) : null;

  return (
    <tr
      className={Table.classes.tr}
      data-with-row-border
      data-hover
      data-testid="release-row"
      data-uid={release.uid}
    >
      <td className={`${TD} ${classes.name} ${stacked.primary}`}>
        <p className={TITLE}>
          {/* A span: a div inside this <p> is split off by the HTML parser, so the server's page
              would not match the tree the browser hydrates. */}
          {prefix && (
            <span className={EPISODE} data-testid="release-episode">
              <span className={Badge.classes.label}>{prefix}</span>
            </span>
          )}
          {release.fulltitle}
        </p>
        <ReleaseMirrors release={release} usenetSearchUrl={usenetSearchUrl} />
      </td>
      <td className={`${TD} ${stacked.tools}`}>
        <div className={classes.tools}>
          <NfoSearchButton fulltitle={release.fulltitle} />
          <ReportButton itemType="release" uid={release.uid} label={release.fulltitle} compact />
        </div>
      </td>
      <td className={TD}>
        <div className={classes.languages}>
          {languages.map((code) => (
            <div key={code} className={LANGUAGE} data-variant="light" data-testid="release-language">
              <span className={LANGUAGE_LABEL}>{code}</span>
            </div>
          ))}
        </div>
      </td>
      <td className={NOWRAP} data-testid="release-size">
        {formatBytes(release.size, 2, currentLocale())}
      </td>
      <td className={NOWRAP}>{release.group ?? '—'}</td>
      {tech && (
        <>
          <td className={NOWRAP} data-testid="release-resolution">
            {tech.resolution}
          </td>
          <td className={NOWRAP}>{tech.audio ?? '—'}</td>
          <td className={NOWRAP}>{tech.source ?? '—'}</td>
          <td className={NOWRAP}>{tech.codec ?? '—'}</td>
        </>
      )}
      <td className={`${TD} ${stacked.end}`}>
        <AddToCartButton
          release={release}
          entry={entry}
          icon={<SpriteIcon icon={IconShoppingCartPlus} size={16} />}
        />
      </td>
    </tr>
  );
}
