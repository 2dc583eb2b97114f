import { Anchor, Badge, Chip, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  ENTRY_TYPES,
  type EntryType,
  formatBytes,
  formatDate,
  isEntryType,
  toShortLanguageCodes,
} from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button.tsx';
import { LoadError } from '../../../components/feedback/load-error.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { NfoSearchButton } from '../../../components/nfo-search/nfo-search-button.tsx';
import { PagePagination } from '../../../components/pagination/page-pagination.tsx';
import stacked from '../../../components/stacked-table/stacked-table.module.css';
import { StackedTable } from '../../../components/stacked-table/stacked-table.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useNewestReleases } from '../api/get-newest-releases.ts';
import { readWarezParams, warezHref } from '../components/warez-params.ts';
import classes from './warezmode-page.module.css';

const hrefOf = (page: number, type: EntryType | undefined) => warezHref({ page, type });

/**
 * `warezmode`: releases only, no posters – a dense table of the newest releases (50 a page) with
 * a type filter, NFO search and cart buttons, for people who know what they are looking for.
 */
export function WarezmodePage() {
  const { t } = useTranslation(['entries', 'common']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { page, type } = readWarezParams(search);
  const query = useNewestReleases({ page, type });

  return (
    <PageContainer>
      <Stack gap="md" data-testid="warezmode">
        <Group justify="space-between" align="end">
          <div>
            <Title order={1} fz={28}>
              {t('warez.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {query.data ? t('warez.count', { count: query.data.total }) : t('warez.intro')}
            </Text>
          </div>
          <Chip.Group
            value={type ?? 'all'}
            onChange={(value) =>
              navigate(hrefOf(1, isEntryType(String(value)) ? (value as EntryType) : undefined))
            }
          >
            <Group gap={4} data-testid="warez-types">
              <Chip value="all" size="xs" radius="sm">
                {t('warez.all')}
              </Chip>
              {ENTRY_TYPES.map((value) => (
                <Chip key={value} value={value} size="xs" radius="sm" data-testid={`warez-type-${value}`}>
                  {t(`common:typesPlural.${value}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Group>
        {/* A failed read says so and offers a retry instead of an empty table (issue 36). */}
        {query.isError && !query.data && <LoadError onRetry={() => void query.refetch()} />}
        <StackedTable
          minWidth={900}
          head={[
            { label: t('warez.type') },
            { label: t('releases.name') },
            { label: t('releases.nfo') },
            { label: t('releases.language') },
            { label: t('releases.size') },
            { label: t('releases.date') },
            { label: t('releases.cart') },
          ]}
          stale={query.isPlaceholderData}
          striped
          highlightOnHover
          verticalSpacing={4}
          horizontalSpacing="sm"
          fz="xs"
          testId="warez-table"
        >
          {query.data?.data.map(({ release, entry }) => (
            <Table.Tr key={release.uid} data-testid="warez-row" data-type={release.type}>
              <Table.Td>
                <Badge size="xs" radius="sm" variant="light">
                  {t(`common:types.${release.type}`, { defaultValue: release.type })}
                </Badge>
              </Table.Td>
              <Table.Td className={`${classes.name} ${stacked.primary}`}>
                {entry ? (
                  <Anchor component={Link} to={paths.detail(entry.uid, entry.slug)} size="xs" c="inherit">
                    {release.fulltitle}
                  </Anchor>
                ) : (
                  release.fulltitle
                )}
              </Table.Td>
              <Table.Td className={stacked.tools}>
                <NfoSearchButton fulltitle={release.fulltitle} />
              </Table.Td>
              <Table.Td>{toShortLanguageCodes(release.lang).join(' ')}</Table.Td>
              <Table.Td className={classes.nowrap}>{formatBytes(release.size, 2, currentLocale())}</Table.Td>
              <Table.Td className={classes.nowrap}>{formatDate(release.created_at)}</Table.Td>
              <Table.Td className={stacked.end}>
                <AddToCartButton release={release} entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </StackedTable>
        {query.data && query.data.total === 0 && (
          <Text c="dimmed" ta="center" data-testid="warez-empty">
            {t('warez.empty')}
          </Text>
        )}
        {query.data && (
          <PagePagination
            page={query.data.current_page}
            lastPage={query.data.last_page}
            hrefFor={(p) => hrefOf(p, type)}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
