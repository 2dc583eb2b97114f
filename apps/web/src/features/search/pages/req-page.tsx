import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import pageTitle from '../../../components/layout/page-title.module.css';
import { SearchResults } from '../components/search-results.tsx';
import { SearchTextForm } from '../components/search-text-form.tsx';
import { pageOf, reqQuery, textOf } from '../route-queries.ts';
import { uniqueMarker } from '../search-params.ts';

const hrefOf = (page: number, q: string, f = '') =>
  `/req?${new URLSearchParams({ page: String(page), ...(q ? { q } : {}), ...(f ? { f } : {}) })}`;

/** `req`: the REQ list on its own (spec §2), newest request first, filterable by name. */
export function ReqPage() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = textOf(params);
  const f = params.get('f') ?? '';
  const page = pageOf(params);

  return (
    <PageContainer>
      <Stack gap="lg" data-testid="req-page">
        <div>
          <Title order={1} className={pageTitle.title}>
            {t('req.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            <Trans
              t={t}
              i18nKey="req.intro"
              components={{ bot: <Anchor component={Link} to="/scenebot" inherit underline="always" /> }}
            />
          </Text>
        </div>
        <SearchTextForm
          key={`${q}|${f}`}
          initial={q}
          label={t('req.filter')}
          placeholder={t('req.filterPlaceholder')}
          onSearch={(text) => navigate(hrefOf(1, text, uniqueMarker()))}
          testId="req-text"
        />
        <SearchResults query={reqQuery(page, q)} marker={f} hrefFor={(p) => hrefOf(p, q)} />
      </Stack>
    </PageContainer>
  );
}
