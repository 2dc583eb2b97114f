import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContentPage, RESERVED_PAGE_SLUGS, slugify, stripMarkup } from '@regal/shared';
import { IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { usePage } from '../api/get-page.ts';
import { usePageById, useSavePage } from '../api/page-editing.ts';
import { PageRichTextEditor } from '../components/rich-text-editor.tsx';
import { SeoPreview } from '../components/seo-preview.tsx';

interface Draft {
  title: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
}

const draftOf = (page: ContentPage | null): Draft => ({
  title: page?.title ?? '',
  body: page?.body ?? '',
  // Only the page's own SEO values: empty fields show the defaults from title and body.
  seoTitle: page?.seo_stored?.title ?? '',
  seoDescription: page?.seo_stored?.description ?? '',
});

function PageForm({ page, backTo }: { page: ContentPage | null; backTo: string }) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const save = useSavePage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(page));
  const reserved = page !== null && (RESERVED_PAGE_SLUGS as readonly string[]).includes(page.slug);
  // Spec 02 §4: the slug is regenerated from the title whenever it changes (linked pages keep theirs).
  const slug = reserved && page ? page.slug : slugify(draft.title);
  const bodyText = stripMarkup(draft.body);
  const seoTitle = draft.seoTitle || draft.title;
  const seoDescription = draft.seoDescription || bodyText;
  const errors = isApiError(save.error) ? save.error.errors : {};
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

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
              title: draft.title,
              slug,
              body: draft.body,
              seo: { title: draft.seoTitle, description: draft.seoDescription },
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
      {save.error && !Object.keys(errors).length && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <TextInput
              label={t('editor.title')}
              required
              value={draft.title}
              onChange={(event) => set('title')(event.currentTarget.value)}
              error={errors.title}
              data-testid="page-title-input"
            />
            <Text size="sm" c="dimmed" data-testid="page-slug">
              {t('editor.slug')}: <code>/page/{slug || '…'}</code> {reserved && t('editor.slugFixed')}
            </Text>
            {errors.slug && (
              <Text size="sm" c="red" role="alert">
                {errors.slug}
              </Text>
            )}
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('editor.body')}
              </Text>
              <PageRichTextEditor value={draft.body} onChange={set('body')} label={t('editor.body')} />
              {errors.body && (
                <Text size="sm" c="red" role="alert">
                  {errors.body}
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
              placeholder={draft.title}
              description={t('editor.seoTitleHelp')}
              value={draft.seoTitle}
              onChange={(event) => set('seoTitle')(event.currentTarget.value)}
              error={errors['seo.title']}
              data-testid="seo-title-input"
            />
            <Textarea
              label={t('editor.seoDescription')}
              placeholder={bodyText.slice(0, 300)}
              description={t('editor.seoDescriptionHelp', { count: seoDescription.length })}
              autosize
              minRows={3}
              value={draft.seoDescription}
              onChange={(event) => set('seoDescription')(event.currentTarget.value)}
              error={errors['seo.description']}
              data-testid="seo-description-input"
            />
            <SeoPreview title={seoTitle} description={seoDescription} slug={slug} />
            {page && (
              <Text size="xs" c="dimmed">
                {t('editor.lastChange', { user: page.user?.username ?? '—' })}{' '}
                <Anchor component={Link} to={`/dashboard/audit?item_type=page&item_id=${page.id}`} size="xs">
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
  const rules = usePage('rules');
  if (rules.isPending) return <Skeleton height={400} aria-busy />;
  if (rules.isError) return <Alert color="red">{t('errorText')}</Alert>;
  return <PageForm key={rules.data.id} page={rules.data} backTo="/dashboard/rules" />;
}
