import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContentPage, type PageLang, RESERVED_PAGE_SLUGS, slugify, stripMarkup } from '@regal/shared';
import { IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { usePage } from '../api/get-page.ts';
import { usePageById, useSavePage } from '../api/page-editing.ts';
import { PageRichTextEditor } from '../components/rich-text-editor.tsx';
import { SeoPreview } from '../components/seo-preview.tsx';

interface LangDraft {
  title: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
}
type Draft = Record<PageLang, LangDraft>;

const draftOf = (page: ContentPage | null): Draft => ({
  de: {
    title: page?.title ?? '',
    body: page?.body ?? '',
    // Only the page's own SEO values: empty fields show the defaults from title and body.
    seoTitle: page?.seo_stored?.title ?? '',
    seoDescription: page?.seo_stored?.description ?? '',
  },
  en: {
    title: page?.en?.title ?? '',
    body: page?.en?.body ?? '',
    seoTitle: page?.en?.seo_stored.title ?? '',
    seoDescription: page?.en?.seo_stored.description ?? '',
  },
});

/** The English version is left out when it has neither a title nor any text: English readers get German. */
const englishOf = (draft: LangDraft) =>
  draft.title.trim() === '' && stripMarkup(draft.body).trim() === ''
    ? null
    : {
        title: draft.title,
        body: draft.body,
        seo: { title: draft.seoTitle, description: draft.seoDescription },
      };

function PageForm({ page, backTo }: { page: ContentPage | null; backTo: string }) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const save = useSavePage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(page));
  const [lang, setLang] = useState<PageLang>('de');
  const reserved = page !== null && (RESERVED_PAGE_SLUGS as readonly string[]).includes(page.slug);
  // Spec 02 §4: the slug is regenerated from the (German) title whenever it changes (linked pages keep theirs).
  const slug = reserved && page ? page.slug : slugify(draft.de.title);
  const current = draft[lang];
  const bodyText = stripMarkup(current.body);
  const seoTitle = current.seoTitle || current.title;
  const seoDescription = current.seoDescription || bodyText;
  const allErrors = isApiError(save.error) ? save.error.errors : {};
  // The English fields' errors come back as `en.title`, `en.seo.title`, …
  const errorOf = (field: string) => allErrors[lang === 'en' ? `en.${field}` : field];
  const englishErrors = Object.keys(allErrors).some((key) => key.startsWith('en.'));
  const set = (field: keyof LangDraft) => (value: string) =>
    setDraft((state) => ({ ...state, [lang]: { ...state[lang], [field]: value } }));

  return (
    <Stack
      gap="lg"
      component="form"
      data-testid="page-editor"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            id: page?.id ?? null,
            body: {
              title: draft.de.title,
              slug,
              body: draft.de.body,
              seo: { title: draft.de.seoTitle, description: draft.de.seoDescription },
              en: englishOf(draft.en),
            },
          },
          {
            onSuccess: (answer) => {
              notifications.show({ color: 'green', message: answer.message });
              if (!page && answer.item) navigate(`/dashboard/page/edit/${answer.item.id}`, { replace: true });
            },
          },
        );
      }}
    >
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{page ? t('editor.editTitle') : t('editor.newTitle')}</Title>
        <Group gap="xs">
          {page && (
            <Button
              component={Link}
              to={`/page/${page.slug}`}
              target="_blank"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('editor.view')}
            </Button>
          )}
          <Button variant="default" component={Link} to={backTo}>
            {t('editor.back')}
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} />}
            data-testid="page-save"
          >
            {t('editor.save')}
          </Button>
        </Group>
      </Group>
      {save.error && !Object.keys(allErrors).length && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
      <Tabs value={lang} onChange={(value) => setLang(value === 'en' ? 'en' : 'de')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="de" data-testid="page-lang-de">
            {t('editor.langDe')}
          </Tabs.Tab>
          <Tabs.Tab
            value="en"
            data-testid="page-lang-en"
            rightSection={
              englishErrors ? (
                <Badge color="red" size="xs" circle aria-label={t('editor.hasErrors')}>
                  !
                </Badge>
              ) : undefined
            }
          >
            {t('editor.langEn')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {lang === 'en' && (
        <Text size="sm" c="dimmed" data-testid="page-lang-en-help">
          {t('editor.langEnHelp')}
        </Text>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <TextInput
              label={t('editor.title')}
              required={lang === 'de'}
              value={current.title}
              onChange={(event) => set('title')(event.currentTarget.value)}
              error={errorOf('title')}
              data-testid="page-title-input"
            />
            <Text size="sm" c="dimmed" data-testid="page-slug">
              {t('editor.slug')}: <code>/page/{slug || '…'}</code> {reserved && t('editor.slugFixed')}
            </Text>
            {errorOf('slug') && (
              <Text size="sm" c="red" role="alert">
                {errorOf('slug')}
              </Text>
            )}
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('editor.body')}
              </Text>
              {/* One editor per language: the rich-text editor keeps its own content. */}
              <PageRichTextEditor
                key={lang}
                value={current.body}
                onChange={set('body')}
                label={t('editor.body')}
              />
              {errorOf('body') && (
                <Text size="sm" c="red" role="alert">
                  {errorOf('body')}
                </Text>
              )}
            </div>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <Title order={3}>{t('editor.seo')}</Title>
            <TextInput
              label={t('editor.seoTitle')}
              placeholder={current.title}
              description={t('editor.seoTitleHelp')}
              value={current.seoTitle}
              onChange={(event) => set('seoTitle')(event.currentTarget.value)}
              error={errorOf('seo.title')}
              data-testid="seo-title-input"
            />
            <Textarea
              label={t('editor.seoDescription')}
              placeholder={bodyText.slice(0, 300)}
              description={t('editor.seoDescriptionHelp', { count: seoDescription.length })}
              autosize
              minRows={3}
              value={current.seoDescription}
              onChange={(event) => set('seoDescription')(event.currentTarget.value)}
              error={errorOf('seo.description')}
              data-testid="seo-description-input"
            />
            <SeoPreview title={seoTitle} description={seoDescription} slug={slug} />
            {page && (
              <Text size="xs" c="dimmed">
                {t('editor.lastChange', { user: page.user?.username ?? '—' })}{' '}
                <Anchor
                  component={Link}
                  to={`/dashboard/audit?item_type=page&item_id=${page.id}`}
                  size="xs"
                  underline="always"
                >
                  {t('editor.history')}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** `dashboard/page/new` and `dashboard/page/edit/:id`. */
export function PageEditPage() {
  const { t } = useTranslation('pages');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const query = usePageById(id);
  if (id === null) return <PageForm page={null} backTo="/dashboard/pages" />;
  if (query.isPending) return <Skeleton height={400} aria-busy />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {isApiError(query.error) && query.error.isNotFound ? t('notFoundTitle') : t('errorText')}
      </Alert>
    );
  return <PageForm key={query.data.id} page={query.data} backTo="/dashboard/pages" />;
}

/** `dashboard/rules/edit`: the rules are the content page with the slug "rules". */
export function RulesEditPage() {
  const { t } = useTranslation('pages');
  // The public page only tells the id (in the reader's language); the editor answer has both versions.
  const rules = usePage('rules');
  const full = usePageById(rules.data?.id ?? null);
  if (rules.isPending || (rules.isSuccess && full.isPending)) return <Skeleton height={400} aria-busy />;
  if (rules.isError || full.isError || !full.data) return <Alert color="red">{t('errorText')}</Alert>;
  return <PageForm key={full.data.id} page={full.data} backTo="/dashboard/rules" />;
}
