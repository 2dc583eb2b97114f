import { Badge, Group, Table, Text } from '@mantine/core';
import { type EntryCard, formatBytes, type Release, toShortLanguageCodes } from '@regal/shared';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button.tsx';
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

/** One release: name with its mirrors, NFO search, language, size, group, [tech], cart. */
export function ReleaseRow({ release, entry, full, usenetSearchUrl, prefix }: ReleaseRowProps) {
  const languages = toShortLanguageCodes(release.lang);
  const tech = full ? techOf(release) : null;

  return (
    <Table.Tr data-testid="release-row" data-uid={release.uid}>
      <Table.Td className={`${classes.name} ${stacked.primary}`}>
        <Text size="sm" fw={600} className={classes.fulltitle} mb={6}>
          {/* A span: a Badge is a div by default, and a div inside this <p> is split off by the HTML
              parser, so the server's page would not match the tree the browser hydrates. */}
          {prefix && (
            <Badge
              component="span"
              size="xs"
              variant="filled"
              radius="sm"
              mr={6}
              data-testid="release-episode"
            >
              {prefix}
            </Badge>
          )}
          {release.fulltitle}
        </Text>
        <ReleaseMirrors release={release} usenetSearchUrl={usenetSearchUrl} />
      </Table.Td>
      <Table.Td className={stacked.tools}>
        <Group gap={2} wrap="nowrap">
          <NfoSearchButton fulltitle={release.fulltitle} />
          <ReportButton itemType="release" uid={release.uid} label={release.fulltitle} compact />
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" className={classes.languages}>
          {languages.map((code) => (
            <Badge key={code} size="sm" variant="light" radius="sm" data-testid="release-language">
              {code}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td className={classes.nowrap} data-testid="release-size">
        {formatBytes(release.size, 2, currentLocale())}
      </Table.Td>
      <Table.Td className={classes.nowrap}>{release.group ?? '—'}</Table.Td>
      {tech && (
        <>
          <Table.Td className={classes.nowrap} data-testid="release-resolution">
            {tech.resolution}
          </Table.Td>
          <Table.Td className={classes.nowrap}>{tech.audio ?? '—'}</Table.Td>
          <Table.Td className={classes.nowrap}>{tech.source ?? '—'}</Table.Td>
          <Table.Td className={classes.nowrap}>{tech.codec ?? '—'}</Table.Td>
        </>
      )}
      <Table.Td className={stacked.end}>
        <AddToCartButton release={release} entry={entry} />
      </Table.Td>
    </Table.Tr>
  );
}
